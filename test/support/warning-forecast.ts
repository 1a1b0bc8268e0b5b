import type { WarningForecast } from '../../src/lib/weather-warnings/forecast-warnings';
import { zonedIso, zoneOffsetSeconds } from '../../src/lib/zoned-time';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

type Hour = Partial<{ temperature: number; precipitation: number; code: number; gust: number }>;
type Day = Partial<{ max: number; min: number; precipitationSum: number; code: number; gustMax: number }>;

/**
 * A calm week at a place (10 °C, dry, overcast, light wind): 168 hours from the local midnight
 * `firstMidnight` and 7 days, with the hours and days given in `hours`/`days` (by index) changed.
 */
export function calmWeek(
  timeZone: string,
  firstMidnight: number,
  { hours = {}, days = {} }: { hours?: Record<number, Hour>; days?: Record<number, Day> } = {},
): WarningForecast {
  const hourIndexes = Array.from({ length: 168 }, (_, i) => i);
  const dayIndexes = Array.from({ length: 7 }, (_, j) => j);
  const hour = (i: number) => ({ temperature: 10, precipitation: 0, code: 3, gust: 20, ...hours[i] });
  const day = (j: number) => ({ max: 14, min: 6, precipitationSum: 0, code: 3, gustMax: 25, ...days[j] });
  return {
    timezone: timeZone,
    utc_offset_seconds: zoneOffsetSeconds(timeZone, firstMidnight),
    hourly: {
      time: hourIndexes.map((i) => zonedIso(firstMidnight + i * HOUR, timeZone)),
      temperature_2m: hourIndexes.map((i) => hour(i).temperature),
      precipitation: hourIndexes.map((i) => hour(i).precipitation),
      weather_code: hourIndexes.map((i) => hour(i).code),
      wind_gusts_10m: hourIndexes.map((i) => hour(i).gust),
    },
    daily: {
      time: dayIndexes.map((j) => zonedIso(firstMidnight + j * DAY + 12 * HOUR, timeZone).slice(0, 10)),
      temperature_2m_max: dayIndexes.map((j) => day(j).max),
      temperature_2m_min: dayIndexes.map((j) => day(j).min),
      precipitation_sum: dayIndexes.map((j) => day(j).precipitationSum),
      weather_code: dayIndexes.map((j) => day(j).code),
      wind_gusts_10m_max: dayIndexes.map((j) => day(j).gustMax),
    },
  };
}
