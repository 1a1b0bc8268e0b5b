import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/i18n/languages';
import { readCatalogue } from '../../build/vite-plugin-catalogues';

/**
 * Every visible or spoken sentence is one message with placeholders: a message that begins or ends
 * with a joining comma, a space or a bracket, or is a lone punctuation mark, is a piece of a sentence
 * the code glues to its neighbours, which no translator can reorder.
 */
const FRAGMENT = [
  { what: 'begins with a comma, semicolon or space', test: (message: string) => /^[\s,;،؛]/u.test(message) },
  { what: 'ends with a comma, semicolon or space', test: (message: string) => /[\s,;،؛]$/u.test(message) },
  { what: 'begins with a closing bracket', test: (message: string) => /^[)\]]/u.test(message) },
  { what: 'ends with an opening bracket', test: (message: string) => /[([]$/u.test(message) },
  { what: 'is a lone punctuation mark', test: (message: string) => /^[\p{P}\p{S}\s]+$/u.test(message) },
];

describe('no message is a piece of a sentence', () => {
  it.each(LANGUAGES.map((language) => language.code))('in %s', (code) => {
    const fragments: string[] = [];
    for (const messages of Object.values(readCatalogue(code))) {
      for (const [key, message] of Object.entries(messages)) {
        for (const rule of FRAGMENT) if (rule.test(message)) fragments.push(`${key} ${rule.what}: ${JSON.stringify(message)}`);
      }
    }
    expect(fragments).toEqual([]);
  });
});
