const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Up to this age an age is told in hours: "30 h ago" says more than "1 day ago". */
const HOURS_UNTIL = 48 * HOUR;

/** Data older than this is marked stale wherever it is shown. */
export const STALE_AFTER_MS = HOUR;

/**
 * How old data is, in the one wording every screen uses: "just now" under a minute, then
 * whole minutes ("59 min ago"), whole hours up to two days ("47 h ago"), then whole days
 * ("2 days ago"). Always rounded down, so data is never said to be younger than it is; a
 * time ahead of `now` (another clock) counts as just now.
 */
export function formatAge(fetchedAt: number, now: number): string {
  const age = Math.max(0, now - fetchedAt);
  if (age < MINUTE) return 'just now';
  if (age < HOUR) return `${Math.floor(age / MINUTE)} min ago`;
  if (age < HOURS_UNTIL) return `${Math.floor(age / HOUR)} h ago`;
  return `${Math.floor(age / DAY)} days ago`;
}

export function isStale(fetchedAt: number, now: number): boolean {
  return now - fetchedAt > STALE_AFTER_MS;
}

/** Ages told in whole minutes: two answers less than a minute apart read as one age. */
const SAME_AGE_MS = MINUTE;

export function isSameAge(fetchedAt: number, otherFetchedAt: number): boolean {
  return Math.abs(fetchedAt - otherFetchedAt) < SAME_AGE_MS;
}
