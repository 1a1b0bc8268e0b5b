import { activeIntlLocale } from '../i18n/translate';
import { COUNTRY_NAMES } from './country-names';

let english: Map<string, string> | undefined;
const displayNames = new Map<string, Intl.DisplayNames | undefined>();

/** The browser's region names in `locale`'s language; none where it lacks the language (Chromium has no Shona). */
function namesIn(locale: string): Intl.DisplayNames | undefined {
  if (!displayNames.has(locale)) {
    const language = locale.split('-')[0] ?? locale;
    const known = Intl.DisplayNames.supportedLocalesOf(language).length > 0;
    displayNames.set(locale, known ? new Intl.DisplayNames(locale, { type: 'region', fallback: 'none' }) : undefined);
  }
  return displayNames.get(locale);
}

/**
 * "CH" → "Switzerland", "Suisse", "سويسرا": through `Intl.DisplayNames`, except in English and languages the
 * browser lacks, which read CLDR's English table (Intl's first use is slow on a phone); else the code as given.
 */
export function countryName(code: string, locale = activeIntlLocale()): string {
  const names = locale.toLowerCase().startsWith('en') || code.length !== 2 ? undefined : namesIn(locale);
  let named: string | undefined;
  try {
    named = names?.of(code);
  } catch {
    // Not a region code at all ("1"): told as given, below.
  }
  if (named) return named;
  english ??= new Map(COUNTRY_NAMES.split('\n').map((line) => [line.slice(0, 2), line.slice(2)]));
  return english.get(code) ?? code;
}
