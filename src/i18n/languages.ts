/** The languages the app speaks, each named in itself: the one list every picker, check and fallback reads. */
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

/** The source language: its home screen's areas ship with the first screen (home-areas.ts). */
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

/** The first preferred language we speak: an exact tag first ("pt-BR"), then the language alone ("de-CH" → German); else English. */
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
 * The digits each language is written with (Intl, plain integers, charts); unlisted: the language's own. Arabic
 * takes Western digits, as most-read Arabic weather apps and CLDR's `ar` do: "٢٣°" beside "23°" reads as two apps.
 */
const DIGITS: Partial<Record<LanguageCode, string>> = { ar: 'latn' };

/** The locale Intl formats with: the person's tag when it is a variant of the language ("de-CH"), with DIGITS pinned. */
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
