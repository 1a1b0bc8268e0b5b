import { activeIntlLocale } from '../i18n/translate';
import { COUNTRY_NAMES } from './country-names';

let english: Map<string, string> | undefined;
const displayNames = new Map<string, Intl.DisplayNames | undefined>();

/**
 * The browser's names of regions in `locale`'s language, or none where it lacks the language
 * (Chromium has no Shona): its own fallback would be the device's language.
 */
function namesIn(locale: string): Intl.DisplayNames | undefined {
  if (!displayNames.has(locale)) {
    const language = locale.split('-')[0] ?? locale;
    const known = Intl.DisplayNames.supportedLocalesOf(language).length > 0;
    displayNames.set(locale, known ? new Intl.DisplayNames(locale, { type: 'region', fallback: 'none' }) : undefined);
  }
  return displayNames.get(locale);
}

/**
 * "CH" → "Switzerland", "Suisse", "سويسرا": in the app's language through `Intl.DisplayNames`;
 * in English from CLDR's table, not Intl, whose construction loads locale data that costs a phone
 * tens of milliseconds on the first screen, and for a language the browser cannot name countries
 * in. The code itself for one CLDR does not name.
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
