import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchEndpoint } from '../../../api/client';
import { airQualityEndpoint } from '../../../api/endpoints/air-quality';
import { endpointMeta } from '../../../api/freshness';
import type { QueryHookArgs } from '../../../api/query-hook';
import { roundPoint } from '../../../lib/coordinates';
import { airQualityKeys, type AirQualityParams } from './keys';

export function getAirQuality(params: AirQualityParams, signal?: AbortSignal) {
  const { lat, lon } = roundPoint(params);
  return fetchEndpoint(airQualityEndpoint, { lat, lon }, { signal });
}

export const airQualityQueryOptions = (params: AirQualityParams) =>
  queryOptions({
    queryKey: airQualityKeys.at(params),
    meta: endpointMeta(airQualityEndpoint),
    queryFn: ({ signal }) => getAirQuality(params, signal),
  });

export function useAirQuality({ params, queryConfig }: QueryHookArgs<typeof airQualityQueryOptions>) {
  return useQuery({ ...airQualityQueryOptions(params), ...queryConfig });
}
