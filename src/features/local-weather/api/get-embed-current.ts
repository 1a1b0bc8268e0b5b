import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../api/client';
import { apiConfig, resolveApiUrl } from '../../../api/config';
import { EmbedResponseSchema } from '../../../api/schemas/embed';
import { localWeatherKeys, type EmbedTarget } from './keys';

export function getEmbedCurrent(target: EmbedTarget, signal?: AbortSignal) {
  const query = 'lat' in target ? { lat: target.lat, lon: target.lon } : 'slug' in target ? { slug: target.slug } : {};
  return getJson(resolveApiUrl(apiConfig.weatherBaseUrl, '/api/embed/current', query), EmbedResponseSchema, { signal });
}

export const embedCurrentQueryOptions = (target: EmbedTarget) =>
  queryOptions({
    queryKey: localWeatherKeys.current(target),
    queryFn: ({ signal }) => getEmbedCurrent(target, signal),
  });

export function useEmbedCurrent(target: EmbedTarget) {
  return useQuery(embedCurrentQueryOptions(target));
}
