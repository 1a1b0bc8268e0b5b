/**
 * The underlying hourly series behind a forecast: every local hour of the 7 local dates
 * starting today, each with its UTC offset and local date. The 24-hour window, the daily
 * aggregates and the current block are all cut from this one series, which is what keeps
 * daily max/min consistent with the hourly values.
 */
import { type HourWeather, sampleHour } from './conditions';
import { MS_PER_DAY, MS_PER_HOUR, formatDateAtOffset } from './local-time';
import type { PlaceContext } from './place-context';

export const FORECAST_DAYS = 7;

export interface SeriesHour {
  readonly epochMs: number;
  readonly offsetSeconds: number;
  readonly weather: HourWeather;
}

export interface SeriesDay {
  readonly date: string;
  /** Index of the day's first hour in `hours`. */
  readonly start: number;
  /** Index after the day's last hour. */
  readonly end: number;
}

export interface HourSeries {
  readonly hours: readonly SeriesHour[];
  readonly days: readonly SeriesDay[];
  /** Index of the hour containing `now`. */
  readonly currentIndex: number;
  /** First instant after the last day (local midnight of day 8), for polar-day sunsets. */
  readonly endMs: number;
  readonly endOffsetSeconds: number;
}

/** Start of the local `stepMs` period containing the instant, given the offset there. */
export function floorAtOffset(epochMs: number, offsetSeconds: number, stepMs: number): number {
  const localMs = epochMs + offsetSeconds * 1000;
  return localMs - (((localMs % stepMs) + stepMs) % stepMs) - offsetSeconds * 1000;
}

/** Days since 1970-01-01 of the local date: equal numbers mean the same "YYYY-MM-DD". */
function localDayNumber(epochMs: number, offsetSeconds: number): number {
  return Math.floor((epochMs + offsetSeconds * 1000) / MS_PER_DAY);
}

// A local date lasts 23-25 hours; the guards only stop a runaway loop on a broken zone.
const MAX_HOURS_BACK = 26;
const MAX_HOURS_TOTAL = FORECAST_DAYS * 26;

/**
 * Steps in whole real hours from the current local hour, backwards to the first hour of
 * today and forwards to the end of day 7. Real-hour steps (rather than wall-clock
 * arithmetic) stay correct across DST changes: a spring-forward day simply has 23 entries.
 */
export function buildHourSeries(
  ctx: PlaceContext,
  nowMs: number,
  offsetAt: (epochMs: number) => number,
): HourSeries {
  const currentStart = floorAtOffset(nowMs, offsetAt(nowMs), MS_PER_HOUR);
  const today = localDayNumber(currentStart, offsetAt(currentStart));

  let firstMs = currentStart;
  for (let i = 0; i < MAX_HOURS_BACK; i++) {
    const previous = firstMs - MS_PER_HOUR;
    if (localDayNumber(previous, offsetAt(previous)) !== today) break;
    firstMs = previous;
  }

  const hours: SeriesHour[] = [];
  const days: { date: string; start: number; end: number }[] = [];
  let lastDayNumber = NaN;
  let t = firstMs;
  let endMs = t;
  let endOffsetSeconds = offsetAt(currentStart);
  for (let i = 0; i < MAX_HOURS_TOTAL; i++, t += MS_PER_HOUR) {
    const offsetSeconds = offsetAt(t);
    const dayNumber = localDayNumber(t, offsetSeconds);
    if (dayNumber !== lastDayNumber) {
      if (days.length === FORECAST_DAYS) {
        endMs = t;
        endOffsetSeconds = offsetSeconds;
        break;
      }
      days.push({ date: formatDateAtOffset(t, offsetSeconds), start: hours.length, end: hours.length });
      lastDayNumber = dayNumber;
    }
    days[days.length - 1]!.end = hours.length + 1;
    hours.push({ epochMs: t, offsetSeconds, weather: sampleHour(ctx, t) });
  }

  return {
    hours,
    days,
    currentIndex: Math.round((currentStart - firstMs) / MS_PER_HOUR),
    endMs,
    endOffsetSeconds,
  };
}
