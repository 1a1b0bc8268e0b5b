import { readFileSync } from 'node:fs';
import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, SOURCE_LANGUAGE } from '../../src/i18n/languages';
import { readCatalogue } from '../../build/vite-plugin-catalogues';

/**
 * One agreed term per idea, per language (src/i18n/glossary/<lang>.json): every message whose
 * English says the idea says it with the glossary's term, and no catalogue uses a word the
 * glossary rules out.
 */
interface GlossaryTerm {
  /** The idea, in a word: "offline", "feelsLike". */
  idea: string;
  /** English words or phrases (whole words, any case) that carry the idea; a message holding one must use the term. */
  en?: string[];
  /** Message keys that carry the idea though their English does not say it in `en`'s words ("Main" is the menu). */
  keys?: string[];
  /** The agreed term. */
  term: string;
  /** The term's other spellings: inflections, plurals, prefixed forms. A message passes with any of them or `term`. */
  forms?: string[];
  /** Words that must not appear in any message of the language: matched anywhere a word may begin (prefixes such as
   * Shona "ne-" or Arabic "ال" are caught) up to a word's end ("token" is caught, "tokeni" is not). List inflections. */
  avoid?: string[];
  /** Key → why that message carries the English word without the idea (or keeps another word). */
  except?: Record<string, string>;
  /** Which of the glossary's `sources` backs the term. */
  source: string;
  note?: string;
}

interface Glossary {
  language: string;
  note?: string;
  sources: Record<string, string>;
  terms: GlossaryTerm[];
}

const GLOSSARY_DIR = new URL('../../src/i18n/glossary/', import.meta.url);
const translated = LANGUAGES.map((language) => language.code).filter((code) => code !== SOURCE_LANGUAGE);

function glossaryOf(code: string): Glossary {
  return JSON.parse(readFileSync(new URL(`${code}.json`, GLOSSARY_DIR), 'utf8')) as Glossary;
}

/** A message's words as a reader sees them: every literal part of every plural and select case, placeholders left out. */
function text(message: string): string {
  const parts: string[] = [];
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'content') parts.push(token.value);
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        for (const selectCase of token.cases) walk(selectCase.tokens);
      }
    }
  };
  walk(parse(message));
  return parts.join(' ').normalize('NFC').toLocaleLowerCase();
}

function flat(code: string): Record<string, string> {
  return Object.assign({}, ...Object.values(readCatalogue(code))) as Record<string, string>;
}

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** `word` as a whole word (letters on neither side), any case. */
const wholeWord = (word: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(word.toLocaleLowerCase())}(?![\\p{L}\\p{N}])`, 'u');

const english = flat(SOURCE_LANGUAGE);
const englishText = Object.fromEntries(Object.entries(english).map(([key, message]) => [key, text(message)]));

/** The keys whose English carries `term`'s idea. */
function keysFor(term: GlossaryTerm): string[] {
  const words = (term.en ?? []).map(wholeWord);
  return Object.keys(english).filter((key) => term.keys?.includes(key) || words.some((word) => word.test(englishText[key] ?? '')));
}

describe.each(translated)('the %s glossary', (code) => {
  const glossary = glossaryOf(code);
  const catalogue = flat(code);
  const catalogueText = Object.fromEntries(Object.entries(catalogue).map(([key, message]) => [key, text(message)]));

  it('names its language, a source for every term, and each idea once', () => {
    expect(glossary.language).toBe(code);
    const ideas = glossary.terms.map((term) => term.idea);
    expect(ideas.filter((idea, index) => ideas.indexOf(idea) !== index), 'ideas listed twice').toEqual([]);
    for (const term of glossary.terms) {
      expect(glossary.sources[term.source], `${term.idea}: source "${term.source}"`).toBeTruthy();
      expect((term.en?.length ?? 0) + (term.keys?.length ?? 0), `${term.idea}: English words or keys`).toBeGreaterThan(0);
      for (const key of [...(term.keys ?? []), ...Object.keys(term.except ?? {})]) expect(english, `${term.idea}: key ${key}`).toHaveProperty([key]);
    }
  });

  it('covers the recurring ideas', () => {
    const ideas = new Set(glossary.terms.map((term) => term.idea));
    const required = [
      'feelsLike', 'gusts', 'precipitation', 'chance', 'forecast', 'airQuality', 'loading', 'offline', 'network', 'browser',
      'savedPlace', 'refresh', 'settings', 'token', 'screen', 'chart', 'map', 'minute', 'tap', 'keyboard', 'inch', 'discard',
      'zoomIn', 'zoomOut', 'menu', 'scroll', 'pressure', 'humidity', 'dewPoint', 'wind', 'visibility', 'warning', 'sunrise',
      'sunset', 'model',
    ];
    expect(required.filter((idea) => !ideas.has(idea))).toEqual([]);
  });

  it.each(glossary.terms.map((term) => [term.idea, term] as const))('says "%s" one way', (_idea, term) => {
    const forms = [term.term, ...(term.forms ?? [])].map((form) => form.normalize('NFC').toLocaleLowerCase());
    const missing = keysFor(term)
      .filter((key) => !term.except?.[key])
      .filter((key) => !forms.some((form) => (catalogueText[key] ?? '').includes(form)))
      .map((key) => `${key}: ${catalogue[key]}`);
    expect(missing, `messages saying "${term.en?.join('", "') ?? term.keys?.join(', ')}" without "${term.term}"`).toEqual([]);
  });

  it('uses no word the glossary rules out', () => {
    const found: string[] = [];
    for (const term of glossary.terms) {
      for (const avoid of term.avoid ?? []) {
        const word = new RegExp(`${escape(avoid.normalize('NFC').toLocaleLowerCase())}(?![\\p{L}\\p{M}\\p{N}])`, 'u');
        for (const [key, words] of Object.entries(catalogueText)) if (word.test(words)) found.push(`${key} uses "${avoid}" (${term.idea}: say "${term.term}")`);
      }
    }
    expect(found).toEqual([]);
  });
});

describe('French typography', () => {
  it('puts a narrow no-break space (U+202F) before : ; ! ? and inside « »', () => {
    const wrong = Object.entries(flat('fr'))
      .filter(([, message]) => /[^\u202f][:;!?»]|«[^\u202f]/u.test(message.replace(/\{[^{}]*\}/g, 'x').replace(/https?:\/\//g, '')))
      .map(([key, message]) => `${key}: ${message}`);
    expect(wrong).toEqual([]);
  });
});
