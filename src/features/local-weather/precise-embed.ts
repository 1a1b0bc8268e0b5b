import type { Embed } from '../../api/schemas/embed';
import type { PreciseReadings } from '../../lib/precise-readings';
import { MINUTE_MS } from '../../lib/durations';

/** How much older the forecast may be and still stand in for the embed's numbers (the service renews every 15 min). */
export const PRECISE_MAX_LAG_MS = 10 * MINUTE_MS;

/** The forecast's readings when they are recent enough to stand in for an embed answer fetched at `fetchedAt`. */
export function usablePrecise(precise: PreciseReadings | undefined, fetchedAt: number): PreciseReadings | undefined {
  return precise && precise.fetchedAt >= fetchedAt - PRECISE_MAX_LAG_MS ? precise : undefined;
}

/** The embed with the forecast's decimal temperatures and wind, so every screen converts the same value to °F or mph. */
export function withPreciseReadings(embed: Embed, fetchedAt: number, given: PreciseReadings | undefined): Embed {
  const precise = usablePrecise(given, fetchedAt);
  if (!precise) return embed;
  const firstDay = embed.daily[0];
  const today = firstDay && precise.days.get(firstDay.date);
  return {
    ...embed,
    current: {
      ...embed.current,
      temp: precise.temp ?? embed.current.temp,
      feelsLike: precise.feelsLike ?? embed.current.feelsLike,
      windSpeed: precise.windSpeed ?? embed.current.windSpeed,
      high: today?.high ?? embed.current.high,
      low: today?.low ?? embed.current.low,
    },
    daily: embed.daily.map((day) => {
      const readings = precise.days.get(day.date);
      return readings ? { ...day, high: readings.high ?? day.high, low: readings.low ?? day.low } : day;
    }),
  };
}
