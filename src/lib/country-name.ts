import { COUNTRY_NAMES } from './country-names';

let names: Map<string, string> | undefined;

/**
 * "CH" → "Switzerland", in English as the rest of the app; the code itself for one CLDR does not
 * name. A table, not `Intl.DisplayNames`, whose construction loads locale data that costs a phone
 * tens of milliseconds on the first screen.
 */
export function countryName(code: string): string {
  names ??= new Map(COUNTRY_NAMES.split('\n').map((line) => [line.slice(0, 2), line.slice(2)]));
  return names.get(code) ?? code;
}
