import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchEndpoint } from '../../../api/client';
import { weatherEndpoint } from '../../../api/endpoints/weather';
import { endpointMeta } from '../../../api/freshness';
import type { QueryHookArgs } from '../../../api/query-hook';
import { roundPoint } from '../../../lib/coordinates';
import { forecastKeys, modelList, type ForecastParams, type ModelComparisonParams } from './keys';

/** Where the data came from travels with it, so the sources line still shows offline. */
export const SOURCE_HEADERS = ['X-Weather-Provider', 'X-Current-Source'] as const;

export function getWeather(params: ForecastParams | ModelComparisonParams, signal?: AbortSignal) {
  const { lat, lon } = roundPoint(params);
  const models = 'models' in params && params.models.length > 0 ? modelList(params.models) : undefined;
  return fetchEndpoint(weatherEndpoint, { lat, lon, models }, { signal, keepHeaders: SOURCE_HEADERS });
}


export const weatherQueryOptions = (params: ForecastParams) =>
  queryOptions({
    queryKey: forecastKeys.point(params),
    meta: endpointMeta(weatherEndpoint),
    queryFn: ({ signal }) => getWeather({ lat: params.lat, lon: params.lon }, signal),
  });

export function useWeather({ params, queryConfig }: QueryHookArgs<typeof weatherQueryOptions>) {
  return useQuery({ ...weatherQueryOptions(params), ...queryConfig });
}

export const modelComparisonQueryOptions = (params: ModelComparisonParams) =>
  queryOptions({
    queryKey: forecastKeys.models(params),
    meta: endpointMeta(weatherEndpoint),
    queryFn: ({ signal }) => getWeather(params, signal),
    enabled: params.models.length > 0,
    // Changing the picked models keeps the last chart up until the new one arrives.
    placeholderData: keepPreviousData,
  });

export function useModelComparison({ params, queryConfig }: QueryHookArgs<typeof modelComparisonQueryOptions>) {
  return useQuery({ ...modelComparisonQueryOptions(params), ...queryConfig });
}
