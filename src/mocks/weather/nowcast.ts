/**
 * The 15-minute precipitation nowcast (`minutely`). Real nowcasts come from radar, which
 * does not cover everywhere, so the mock leaves some places without one.
 *
 * Rule: a place has a nowcast when its latitude is inside the radar band
 * [NOWCAST_MIN_LAT, NOWCAST_MAX_LAT] AND hash(slug, "nowcast") mod 10 ≠ 0. So every place
 * north of 70° N (Longyearbyen, Tromsø) or south of 60° S has none, and about one in ten
 * of the others has none either.
 */
import type { Minutely } from '../../api/schemas/weather';
import type { HourWeather } from './conditions';
import { formatDateTimeAtOffset } from './local-time';
import { hashString, mixHash } from './noise';
import type { WeatherPlace } from './place';
import { quarterAmount } from './rain';

export const NOWCAST_MIN_LAT = -60;
export const NOWCAST_MAX_LAT = 70;
export const NOWCAST_STEPS = 4;
export const QUARTER_HOUR_MS = 15 * 60_000;

const NOWCAST_CHANNEL = hashString('nowcast');

export function hasNowcast(place: Pick<WeatherPlace, 'slug' | 'lat'>): boolean {
  if (place.lat < NOWCAST_MIN_LAT || place.lat > NOWCAST_MAX_LAT) return false;
  return mixHash(hashString(place.slug), NOWCAST_CHANNEL) % 10 !== 0;
}

/** First place that does (or does not) get a nowcast. */
export function findPlaceWithNowcast<P extends WeatherPlace>(places: Iterable<P>, wanted: boolean): P | undefined {
  for (const place of places) if (hasNowcast(place) === wanted) return place;
  return undefined;
}

/**
 * Precipitation (mm) in the quarter hour starting at `quarterMs`: the same rain field the
 * hour's amount is the sum of, so rain that starts or stops inside the hour shows up in
 * the quarter where it does. Two decimals, because a light hour split four ways would
 * otherwise round to nothing.
 */
export function quarterPrecipitation(hour: HourWeather, quarterMs: number): number {
  if (hour.precipitation <= 0) return 0;
  const quarter = Math.min(3, Math.max(0, Math.floor((quarterMs - hour.epochMs) / QUARTER_HOUR_MS)));
  return Math.round(quarterAmount(hour.rain, hour.moisture, hour.moistureEnd, quarter) * 100) / 100;
}

/**
 * The next hour in four quarter-hour steps from `startMs` (already floored to 15 local
 * minutes). `hourAt` returns the series hour containing an instant.
 */
export function buildMinutely(
  startMs: number,
  offsetAt: (epochMs: number) => number,
  hourAt: (epochMs: number) => HourWeather,
): Minutely {
  const time: string[] = [];
  const precipitation: number[] = [];
  for (let i = 0; i < NOWCAST_STEPS; i++) {
    const t = startMs + i * QUARTER_HOUR_MS;
    time.push(formatDateTimeAtOffset(t, offsetAt(t)));
    precipitation.push(quarterPrecipitation(hourAt(t), t));
  }
  return { time, precipitation };
}
