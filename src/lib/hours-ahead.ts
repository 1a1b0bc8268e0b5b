// Where "now" falls in a series of hourly starts: the one rule for dropping past hours from a saved forecast.
import { HOUR_MS } from './durations';

/** The hourly outlook the screens show, and the span hourly warnings look ahead. */
export const HOURS_AHEAD = 24;

/** The index range of the hour under way at `now` and the HOURS_AHEAD - 1 after it. */
export function hoursAhead(hourStarts: readonly number[], now: number): [start: number, end: number] {
  const start = firstUnderWay(hourStarts, now, HOUR_MS);
  return [start, Math.min(hourStarts.length, start + HOURS_AHEAD)];
}

/** The index of the first period (of `lengthMs` from each start) not over at `now`; the length if all are. */
export function firstUnderWay(starts: readonly number[], now: number, lengthMs: number): number {
  const first = starts.findIndex((start) => start + lengthMs > now);
  return first === -1 ? starts.length : first;
}
