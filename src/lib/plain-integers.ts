import { activeIntlLocale } from '../i18n/translate';

/**
 * Languages whose whole numbers under 1,000 Intl writes as bare ASCII digits, so `String` can write them
 * and the first screen need not load Intl's data (checked for −999…999 in test/lib/plain-integers.test.ts).
 */
export const PLAIN_DIGIT_LANGUAGES: ReadonlySet<string> = new Set(
  ('af am ast az be bg br bs ca co cs cy da de el en eo es et eu fi fil fo fr fy ga gd gl gu haw hi hr hu hy id ig is it ' +
    'ja jv ka kk kl km kn ko ku ky lb lo lt lv mg mi mk ml mn ms mt nb nl nn no oc or pa pl pt qu rm ro ru rw se si sk sl sm ' +
    'sn so sq sr st su sv sw ta te tg th ti tk tn to tr tt ug uk uz vi wo xh yi yo zh zu').split(' '),
);

/** Right-to-left languages: their minus, in Western digits, follows a left-to-right mark (keeps it left of the digits). */
export const RIGHT_TO_LEFT_LANGUAGES: ReadonlySet<string> = new Set(['ar', 'fa', 'he', 'ur']);

const LATIN_DIGITS = /-u-(?:.+-)?nu-latn(?:-|$)/i;
const CHOSEN_DIGITS = /-u-(?:.+-)?nu-/i;

/** The minus a locale's whole numbers under 1,000 take before ASCII digits; undefined for other digits. */
function plainMinus(locale: string): string | undefined {
  const [language = '', ...rest] = locale.toLowerCase().split('-u-')[0]?.split('-') ?? [];
  if (rest.some((subtag) => /^[a-z]{4}$/.test(subtag))) return undefined;
  const latin = LATIN_DIGITS.test(locale);
  if (!latin && CHOSEN_DIGITS.test(locale)) return undefined;
  if (PLAIN_DIGIT_LANGUAGES.has(language)) return '\u2212';
  return latin && RIGHT_TO_LEFT_LANGUAGES.has(language) ? '\u200e\u2212' : undefined;
}

/** Whether `locale` writes right to left. */
export function writesRightToLeft(locale = activeIntlLocale()): boolean {
  return RIGHT_TO_LEFT_LANGUAGES.has(locale.toLowerCase().split(/[-_]/)[0] ?? '');
}

/** Whether `locale`'s whole numbers under 1,000 read the same here as from Intl; not for tags naming a script or digits. */
export function writesPlainIntegers(locale = activeIntlLocale()): boolean {
  return plainMinus(locale) !== undefined;
}

/** `whole` (an integer) as Intl writes it in `locale`, with the app's true minus; undefined when only Intl can say. */
export function plainInteger(whole: number, locale = activeIntlLocale()): string | undefined {
  const minus = Math.abs(whole) < 1000 ? plainMinus(locale) : undefined;
  if (minus === undefined) return undefined;
  return whole < 0 ? `${minus}${-whole}` : `${Math.abs(whole)}`;
}
