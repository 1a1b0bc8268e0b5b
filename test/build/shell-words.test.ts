import { describe, expect, it } from 'vitest';
import { shellTexts } from '../../build/shell-words';
import { readCatalogue } from '../../build/vite-plugin-catalogues';
import { LANGUAGES } from '../../src/i18n/languages';
import { SHELL_WORDS } from '../../src/i18n/shell-words';

describe('the shell’s words the build writes into index.html', () => {
  it('are every language’s own catalogue words but English’s, which the page already holds', () => {
    const texts = shellTexts();
    expect(Object.keys(texts).sort()).toEqual(LANGUAGES.map(({ code }) => code).filter((code) => code !== 'en').sort());
    const shona = Object.assign({}, ...Object.values(readCatalogue('sn'))) as Record<string, string>;
    expect(texts.sn).toEqual(SHELL_WORDS.map(([selector, id, attribute]) => (attribute ? [selector, shona[id], attribute] : [selector, shona[id]])));
    expect(texts.de?.find(([selector]) => selector === '#shell-search')).toEqual(['#shell-search', 'Ort suchen', 'placeholder']);
  });
});
