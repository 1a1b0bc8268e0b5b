import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../api/client';
import { apiConfig, resolveApiUrl } from '../../../api/config';
import { AirQualityResponseSchema } from '../../../api/schemas/air-quality';
import { airQualityKeys, type AirQualityTarget } from './keys';

export function getAirQuality({ lat, lon }: AirQualityTarget, signal?: AbortSignal) {
  return getJson(resolveApiUrl(apiConfig.weatherBaseUrl, '/api/py/airquality', { lat, lon }), AirQualityResponseSchema, { signal });
}

export const airQualityQueryOptions = (target: AirQualityTarget) =>
  queryOptions({
    queryKey: airQualityKeys.at(target),
    queryFn: ({ signal }) => getAirQuality(target, signal),
  });

export function useAirQuality(target: AirQualityTarget) {
  return useQuery(airQualityQueryOptions(target));
}
