import { useMemo } from 'react';
import type { ApiResult } from '../../api/client';
import type { Weather } from '../../api/schemas/weather';
import { parseApiTime } from '../../lib/local-time';
import type { PreciseReadings } from '../../lib/precise-readings';
import { useCachedQueryData } from '../../ui/use-cached-query-data';
import { forecastKeys } from './api/keys';

/**
 * A place's decimal readings when its forecast is already cached; never asks (a saved-places list must
 * not start a request per row). Imports only the key, keeping the forecast schema off home's first chunk.
 */
export function useCachedReadings(place: { lat: number; lon: number } | undefined): PreciseReadings | undefined {
  const result = useCachedForecast(place);
  return useMemo(() => result && readingsOf(result), [result]);
}

/** A place's whole forecast answer when it is already in the cache; never asks for one. */
export function useCachedForecast(place: { lat: number; lon: number } | undefined): ApiResult<Weather> | undefined {
  return useCachedQueryData<ApiResult<Weather>>(place && forecastKeys.point(place));
}

export function readingsOf({ data, fetchedAt }: ApiResult<Weather>): PreciseReadings {
  const { current, daily, hourly } = data;
  return {
    fetchedAt,
    temp: current.temperature_2m,
    feelsLike: current.apparent_temperature,
    windSpeed: current.wind_speed_10m,
    days: new Map(daily.time.map((date, i) => [date, { high: daily.temperature_2m_max[i] ?? null, low: daily.temperature_2m_min[i] ?? null }])),
    hours: hourly.time.map((time, i) => ({
      date: time.slice(0, 10),
      startsAt: parseApiTime(time, data.utc_offset_seconds),
      chance: hourly.precipitation_probability[i] ?? null,
      temp: hourly.temperature_2m[i] ?? null,
    })),
  };
}
