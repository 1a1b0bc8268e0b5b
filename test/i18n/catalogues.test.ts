import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, SOURCE_LANGUAGE } from '../../src/i18n/languages';
import { readCatalogue } from '../../build/vite-plugin-catalogues';

/** Every argument a message reads: `{name}`, `{n, plural, …}`, `{kind, select, …}`, nested ones too. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function') names.add(token.arg);
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        names.add(token.arg);
        for (const selectCase of token.cases) walk(selectCase.tokens);
      }
    }
  };
  walk(parse(message));
  return [...names].sort();
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'mocks' || entry.name === 'catalogues' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const english = readCatalogue(SOURCE_LANGUAGE);
const englishKeys = Object.values(english).flatMap((messages) => Object.keys(messages));

describe('the catalogues', () => {
  it('name each key after the area file that holds it', () => {
    for (const language of LANGUAGES) {
      for (const [area, messages] of Object.entries(readCatalogue(language.code))) {
        for (const key of Object.keys(messages)) expect(key, `${language.code}/${area}.json`).toMatch(new RegExp(`^${area}\\.`));
      }
    }
  });

  it.each(LANGUAGES.filter((language) => language.code !== SOURCE_LANGUAGE).map((language) => language.code))(
    '%s has exactly the English keys, each with the same placeholders',
    (code) => {
      const catalogue = readCatalogue(code);
      expect(Object.keys(catalogue).sort(), 'area files').toEqual(Object.keys(english).sort());
      for (const [area, messages] of Object.entries(english)) {
        const translated = catalogue[area] ?? {};
        expect(Object.keys(translated).sort(), `${code}/${area}.json keys`).toEqual(Object.keys(messages).sort());
        for (const [key, message] of Object.entries(messages)) {
          expect(placeholders(translated[key] ?? ''), `${code} ${key}`).toEqual(placeholders(message));
        }
      }
    },
  );

  it('hold only keys the app still uses', () => {
    const source = sourceFiles('src').map((file) => readFileSync(file, 'utf8')).join('\n');
    const unused = englishKeys.filter((key) => !source.includes(`'${key}'`));
    expect(unused).toEqual([]);
  });

  it('parse as ICU messages in every language', () => {
    for (const language of LANGUAGES) {
      for (const messages of Object.values(readCatalogue(language.code))) {
        for (const [key, message] of Object.entries(messages)) expect(() => parse(message), `${language.code} ${key}`).not.toThrow();
      }
    }
  });
});
