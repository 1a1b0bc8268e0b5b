import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../src/i18n/i18n';
import { PLAIN_DIGIT_LANGUAGES, writesPlainIntegers } from '../../src/lib/plain-integers';
import { formatNumber } from '../../src/lib/unit-format';

const formats = new Map<string, Intl.NumberFormat>();

/** What Intl writes, with the app's minus sign and no "−0". */
function intl(value: number, locale: string): string {
  let format = formats.get(locale);
  if (!format) formats.set(locale, (format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })));
  return format.format(value).replace(/^\u200e?[-\u2212]0$/, '0').replace(/^(\u200e?)-/, '$1\u2212');
}

afterEach(() => activateLanguage('en'));

describe('whole numbers written without Intl', () => {
  it('read as Intl writes them, rounding included, in every language listed, from −999.5 to 999.4', () => {
    const values = Array.from({ length: 1999 }, (_, i) => i - 999).flatMap((n) => [n, n + 0.5, n - 0.5, n + 0.49, n - 0.3]);
    for (const language of PLAIN_DIGIT_LANGUAGES) {
      const wrong = values.filter((value) => formatNumber(value, 0, language) !== intl(value, language));
      expect(wrong.map((value) => `${value}: ${formatNumber(value, 0, language)} vs ${intl(value, language)}`), language).toEqual([]);
    }
  });

  it('are left to Intl for other digits, a script of its own, chosen digits and numbers from 1,000', () => {
    expect(writesPlainIntegers('de-CH')).toBe(true);
    expect(writesPlainIntegers('en')).toBe(true);
    for (const locale of ['ar', 'ar-EG', 'fa-IR', 'bn', 'uz-Arab-AF', 'en-US-u-nu-arab', 'he']) expect(writesPlainIntegers(locale), locale).toBe(false);
    expect(formatNumber(-12, 0, 'ar-EG')).toBe(intl(-12, 'ar-EG'));
    expect(formatNumber(1234, 0, 'de-DE')).toBe('1.234');
  });

  it('follow the app’s language when no locale is given', async () => {
    expect(writesPlainIntegers(undefined)).toBe(true);
    await activateLanguage('ar');
    expect(writesPlainIntegers(undefined)).toBe(true);
    expect(formatNumber(-7, 0)).toBe('\u200e\u22127');
  });

  it('read as Intl writes them in Arabic with Western digits, its minus after a left-to-right mark', () => {
    const locale = 'ar-EG-u-nu-latn';
    const values = Array.from({ length: 1999 }, (_, i) => i - 999);
    const wrong = values.filter((value) => formatNumber(value, 0, locale) !== intl(value, locale));
    expect(wrong.map((value) => `${value}: ${formatNumber(value, 0, locale)} vs ${intl(value, locale)}`)).toEqual([]);
    expect(formatNumber(-3, 0, locale)).toBe('\u200e\u22123');
  });
});
