import { activeIntlLocale, activeLanguage, t } from '../i18n/translate';
import type { LanguageCode } from '../i18n/languages';
import { DAY_MS, HOUR_MS, MINUTE_MS } from './durations';

/** Up to this age an age is told in hours: "30 h ago" says more than "1 day ago". */
const HOURS_UNTIL = 48 * HOUR_MS;

/** Data older than this is marked stale wherever it is shown. */
export const STALE_AFTER_MS = HOUR_MS;

/** Languages whose ages the catalogue words: English keeps "5 min ago" (CLDR writes "5 min."), Shona has no CLDR data. */
const OWN_AGE_WORDS: ReadonlySet<LanguageCode> = new Set(['en', 'sn']);

const relativeFormats = new Map<string, Intl.RelativeTimeFormat | undefined>();

/** The browser's short relative times in `locale`, unless the catalogue words them or the browser lacks the language. */
function relativeFormat(language: LanguageCode, locale: string): Intl.RelativeTimeFormat | undefined {
  const key = `${language}|${locale}`;
  if (!relativeFormats.has(key)) {
    const known = !OWN_AGE_WORDS.has(language) && Intl.RelativeTimeFormat.supportedLocalesOf(language).length > 0;
    relativeFormats.set(key, known ? new Intl.RelativeTimeFormat(locale, { style: 'short', numeric: 'always' }) : undefined);
  }
  return relativeFormats.get(key);
}

/** How old data is ("just now", "59 min ago", "47 h ago", "2 days ago"), rounded down so it never looks younger. */
export function formatAge(fetchedAt: number, now: number): string {
  const age = Math.max(0, now - fetchedAt);
  if (age < MINUTE_MS) return t('time.age.justNow');
  const [count, unit] = age < HOUR_MS ? [Math.floor(age / MINUTE_MS), 'minute' as const] : age < HOURS_UNTIL ? [Math.floor(age / HOUR_MS), 'hour' as const] : [Math.floor(age / DAY_MS), 'day' as const];
  const format = relativeFormat(activeLanguage(), activeIntlLocale());
  if (format) return format.format(-count, unit);
  if (unit === 'minute') return t('time.age.minutes', { count });
  return unit === 'hour' ? t('time.age.hours', { count }) : t('time.age.days', { count });
}

/** The longest way the language says an age in minutes, so a line that keeps its room never grows. */
export function longestMinutesAge(now: number): string {
  return [1, 2, 5, 11, 59].map((minutes) => formatAge(now - minutes * MINUTE_MS, now)).reduce((longest, next) => (next.length > longest.length ? next : longest));
}

export function isStale(fetchedAt: number, now: number): boolean {
  return now - fetchedAt > STALE_AFTER_MS;
}

/** Ages told in whole minutes: two answers less than a minute apart read as one age. */
const SAME_AGE_MS = MINUTE_MS;

export function isSameAge(fetchedAt: number, otherFetchedAt: number): boolean {
  return Math.abs(fetchedAt - otherFetchedAt) < SAME_AGE_MS;
}
