import { describe, expect, it } from 'vitest';
import { intlLocaleFor, negotiateLanguage } from '../../src/i18n/languages';

describe('the language a browser gets', () => {
  it.each([
    [['fr-FR', 'en'], 'fr'],
    [['pt-PT'], 'pt-BR'],
    [['pt-BR'], 'pt-BR'],
    [['de-CH', 'fr'], 'de'],
    [['ar-EG'], 'ar'],
    [['sn-ZW'], 'sn'],
    [['ja', 'es-419'], 'es'],
    [['ja', 'ko'], 'en'],
    [[], 'en'],
  ] as const)('%j speaks %s', (preferences, expected) => {
    expect(negotiateLanguage(preferences)).toBe(expected);
  });
});

describe('the locale Intl formats with', () => {
  it('keeps the person’s own variant of the active language', () => {
    expect(intlLocaleFor('de', ['de-CH', 'en'])).toBe('de-CH');
    expect(intlLocaleFor('en', ['fr', 'en-US'])).toBe('en-US');
  });

  it('is the language itself when the person prefers no variant of it', () => {
    expect(intlLocaleFor('fr', ['en-GB'])).toBe('fr');
  });

  it('writes Arabic with Western digits, in the person’s variant too', () => {
    expect(intlLocaleFor('ar', ['en-GB'])).toBe('ar-u-nu-latn');
    expect(intlLocaleFor('ar', ['ar-EG'])).toBe('ar-EG-u-nu-latn');
    expect(new Intl.NumberFormat(intlLocaleFor('ar', ['ar-EG'])).format(23)).toBe('23');
  });
});
