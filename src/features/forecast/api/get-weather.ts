import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchEndpoint } from '../../../api/client';
import { weatherEndpoint } from '../../../api/endpoints/weather';
import type { WeatherModel } from '../../../api/schemas/weather';
import { forecastKeys, type ForecastPoint } from './keys';

/** Where the data came from travels with it, so the sources line still shows offline. */
export const SOURCE_HEADERS = ['X-Weather-Provider', 'X-Current-Source'] as const;

export function getWeather(point: ForecastPoint, models: readonly WeatherModel[], signal?: AbortSignal) {
  const query = { lat: point.lat, lon: point.lon, models: models.length > 0 ? [...models].sort().join(',') : undefined };
  return fetchEndpoint(weatherEndpoint, query, {
    signal,
    keepHeaders: SOURCE_HEADERS,
  });
}

export const weatherQueryOptions = (point: ForecastPoint) =>
  queryOptions({
    queryKey: forecastKeys.point(point),
    queryFn: ({ signal }) => getWeather(point, [], signal),
  });

export function useWeather(point: ForecastPoint) {
  return useQuery(weatherQueryOptions(point));
}

export const modelComparisonQueryOptions = (point: ForecastPoint, models: readonly WeatherModel[]) =>
  queryOptions({
    queryKey: forecastKeys.models(point, models),
    queryFn: ({ signal }) => getWeather(point, models, signal),
    enabled: models.length > 0,
    // Changing the picked models keeps the last chart up until the new one arrives.
    placeholderData: keepPreviousData,
  });

export function useModelComparison(point: ForecastPoint, models: readonly WeatherModel[]) {
  return useQuery(modelComparisonQueryOptions(point, models));
}
