/**
 * Languages whose whole numbers under 1,000 Intl writes as bare ASCII digits after a plain or
 * true minus (CLDR's "latn" digits, no bidi marks): for them `String` gives what Intl.NumberFormat
 * would. The first Intl call of a page loads the locale's data, about 15 ms on a laptop and
 * several times that on a phone, so the first screen writes its temperatures this way and leaves
 * that cost to the frames after it. Checked against Intl for every one of them and every number
 * from −999 to 999 (test/lib/plain-integers.test.ts).
 */
export const PLAIN_DIGIT_LANGUAGES: ReadonlySet<string> = new Set(
  ('af am ast az be bg br bs ca co cs cy da de el en eo es et eu fi fil fo fr fy ga gd gl gu haw hi hr hu hy id ig is it ' +
    'ja jv ka kk kl km kn ko ku ky lb lo lt lv mg mi mk ml mn ms mt nb nl nn no oc or pa pl pt qu rm ro ru rw se si sk sl sm ' +
    'sn so sq sr st su sv sw ta te tg th ti tk tn to tr tt ug uk uz vi wo xh yi yo zh zu').split(' '),
);

/**
 * Whether whole numbers under 1,000 in `locale` (the browser's language when not given) read the
 * same from `String` as from Intl. Not for a tag that names a script (`uz-Arab`) or chooses its
 * digits (`-u-nu-`), which may write others.
 */
export function writesPlainIntegers(locale: string | undefined): boolean {
  const tag = locale ?? (typeof navigator === 'undefined' ? undefined : navigator.language);
  if (!tag || /-u-(?:.+-)?nu-/i.test(tag)) return false;
  const [language = '', ...rest] = tag.toLowerCase().split('-');
  return PLAIN_DIGIT_LANGUAGES.has(language) && !rest.some((subtag) => /^[a-z]{4}$/.test(subtag));
}
