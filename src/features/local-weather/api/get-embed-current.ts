import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchEndpoint } from '../../../api/client';
import { embedCurrentEndpoint } from '../../../api/endpoints/embed-current';
import { localWeatherKeys, type EmbedTarget } from './keys';

export function getEmbedCurrent(target: EmbedTarget, signal?: AbortSignal) {
  const query = 'lat' in target ? { lat: target.lat, lon: target.lon } : 'slug' in target ? { slug: target.slug } : {};
  return fetchEndpoint(embedCurrentEndpoint, query, { signal });
}

export const embedCurrentQueryOptions = (target: EmbedTarget) =>
  queryOptions({
    queryKey: localWeatherKeys.current(target),
    queryFn: ({ signal }) => getEmbedCurrent(target, signal),
  });

export function useEmbedCurrent(target: EmbedTarget) {
  return useQuery(embedCurrentQueryOptions(target));
}
