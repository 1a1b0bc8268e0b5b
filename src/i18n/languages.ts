/**
 * The languages the app speaks, each named in itself, and how a browser's preferences map onto
 * them. The one list every picker, catalogue check and fallback reads.
 */
export const LANGUAGES = [
  { code: 'en', name: 'English', dir: 'ltr' },
  { code: 'fr', name: 'Français', dir: 'ltr' },
  { code: 'es', name: 'Español', dir: 'ltr' },
  { code: 'pt-BR', name: 'Português', dir: 'ltr' },
  { code: 'de', name: 'Deutsch', dir: 'ltr' },
  { code: 'ar', name: 'العربية', dir: 'rtl' },
  { code: 'sn', name: 'chiShona', dir: 'ltr' },
] as const;

export type Language = (typeof LANGUAGES)[number];
export type LanguageCode = Language['code'];

/** The source language: its catalogue ships with the first screen and fills any gap. */
export const SOURCE_LANGUAGE: LanguageCode = 'en';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return LANGUAGES.some((language) => language.code === value);
}

export function languageOf(code: LanguageCode): Language {
  return LANGUAGES.find((language) => language.code === code) ?? LANGUAGES[0];
}

/** The browser's preferred languages, best first (none where there is no browser, as in tests of the worker). */
export function browserPreferences(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages ?? [navigator.language];
}

/** "pt-PT" → "pt", "de-CH" → "de", "EN" → "en". */
function baseOf(tag: string): string {
  return tag.split(/[-_]/)[0]?.toLowerCase() ?? '';
}

/**
 * The first of the person's preferred languages we speak: an exact tag first ("pt-BR"), then
 * the language alone, so "pt-PT" reads Brazilian Portuguese and "de-CH" German; English if
 * none of them is ours.
 */
export function negotiateLanguage(preferences: readonly string[]): LanguageCode {
  for (const tag of preferences) {
    const exact = LANGUAGES.find((language) => language.code.toLowerCase() === tag.toLowerCase());
    if (exact) return exact.code;
    const base = baseOf(tag);
    const sameBase = LANGUAGES.find((language) => baseOf(language.code) === base);
    if (sameBase) return sameBase.code;
  }
  return SOURCE_LANGUAGE;
}

/**
 * The digits each language is written with, the one rule for the whole app (Intl, the first
 * paint's plain integers, charts). Arabic takes Western digits (0–9, CLDR "latn"), as the
 * Arabic weather apps and sites most read (ArabiaWeather/طقس العرب, the Gulf met services' apps)
 * show temperatures and times, as CLDR itself now defaults `ar` to, and as an older browser
 * would not: "٢٣°" beside "23°" on one screen would read as two apps. Unlisted: the language's own.
 */
const DIGITS: Partial<Record<LanguageCode, string>> = { ar: 'latn' };

/**
 * The locale `Intl` formats with: the person's own tag when it is a variant of the active
 * language ("de-CH" keeps Swiss numbers, "en-US" its 12-hour clock), else the language itself;
 * with the language's digits pinned where DIGITS names them ("ar-EG-u-nu-latn").
 */
export function intlLocaleFor(code: LanguageCode, preferences: readonly string[]): string {
  const base = baseOf(code);
  const tag = preferences.find((tag) => baseOf(tag) === base) ?? code;
  const digits = DIGITS[code];
  if (!digits) return tag;
  try {
    return new Intl.Locale(tag, { numberingSystem: digits }).toString();
  } catch {
    return `${code}-u-nu-${digits}`;
  }
}
