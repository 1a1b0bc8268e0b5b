import { parse, type Token } from '@messageformat/parser';
import { readCatalogue } from '../../../build/vite-plugin-catalogues';

/** Words that are names, not English UI words, whatever the language. */
const NAMES = new Set(['skycache']);

/** The words of a language's catalogue as a person reads them: the messages' text, every plural and select case. */
function catalogueWords(language: string): Set<string> {
  const words = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'content') for (const [word] of token.value.matchAll(/\p{L}+/gu)) words.add(word.toLowerCase());
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') for (const option of token.cases) walk(option.tokens);
    }
  };
  for (const messages of Object.values(readCatalogue(language))) for (const message of Object.values(messages)) walk(parse(message));
  return words;
}

/**
 * The English catalogue's distinctive words for `language`: three letters or more, less any word
 * that language's own catalogue uses too ("UV", "Open-Meteo", "Skycache"), so that a word found on
 * a page in that language is English the translation left behind.
 */
export function englishOnlyWords(language: string): Set<string> {
  const own = catalogueWords(language);
  return new Set([...catalogueWords('en')].filter((word) => word.length >= 3 && !own.has(word) && !NAMES.has(word)));
}
