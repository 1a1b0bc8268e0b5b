import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchEndpoint } from '../../../api/client';
import { airQualityEndpoint } from '../../../api/endpoints/air-quality';
import { airQualityKeys, type AirQualityTarget } from './keys';

export function getAirQuality({ lat, lon }: AirQualityTarget, signal?: AbortSignal) {
  return fetchEndpoint(airQualityEndpoint, { lat, lon }, { signal });
}

export const airQualityQueryOptions = (target: AirQualityTarget) =>
  queryOptions({
    queryKey: airQualityKeys.at(target),
    queryFn: ({ signal }) => getAirQuality(target, signal),
  });

export function useAirQuality(target: AirQualityTarget) {
  return useQuery(airQualityQueryOptions(target));
}
