import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchEndpoint } from '../../../api/client';
import { embedCurrentEndpoint } from '../../../api/endpoints/embed-current';
import { endpointMeta } from '../../../api/freshness';
import type { QueryHookArgs } from '../../../api/query-hook';
import { roundEmbedParams, localWeatherKeys, type EmbedParams } from './keys';

export function getEmbedCurrent(params: EmbedParams, signal?: AbortSignal) {
  const target = roundEmbedParams(params);
  const query = 'lat' in target ? { lat: target.lat, lon: target.lon } : 'slug' in target ? { slug: target.slug } : {};
  return fetchEndpoint(embedCurrentEndpoint, query, { signal });
}

export const embedCurrentQueryOptions = (params: EmbedParams) =>
  queryOptions({
    queryKey: localWeatherKeys.current(params),
    meta: endpointMeta(embedCurrentEndpoint),
    queryFn: ({ signal }) => getEmbedCurrent(params, signal),
  });

export function useEmbedCurrent({ params, queryConfig }: QueryHookArgs<typeof embedCurrentQueryOptions>) {
  return useQuery({ ...embedCurrentQueryOptions(params), ...queryConfig });
}
