const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Data older than this is marked stale wherever it is shown. */
export const STALE_AFTER_MS = HOUR;

/** "just now", "5 minutes ago", "3 hours ago", "2 days ago" in the reader's language. */
export function formatAge(fetchedAt: number, now: number, locale?: string): string {
  const age = Math.max(0, now - fetchedAt);
  if (age < MINUTE) return 'just now';
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
  if (age < HOUR) return format.format(-Math.floor(age / MINUTE), 'minute');
  if (age < DAY) return format.format(-Math.floor(age / HOUR), 'hour');
  return format.format(-Math.floor(age / DAY), 'day');
}

export function isStale(fetchedAt: number, now: number): boolean {
  return now - fetchedAt > STALE_AFTER_MS;
}
