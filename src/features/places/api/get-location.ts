import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchEndpoint } from '../../../api/client';
import { locationEndpoint } from '../../../api/endpoints/places';
import { endpointMeta } from '../../../api/freshness';
import type { QueryHookArgs } from '../../../api/query-hook';
import { placeKeys, type PlaceBySlugParams } from './keys';

export function getLocation({ slug }: PlaceBySlugParams, signal?: AbortSignal) {
  return fetchEndpoint(locationEndpoint, { slug }, { signal });
}

/** A catalog place by its slug; it stays fresh as long as the freshness table says (src/api/freshness.ts). */
export const locationQueryOptions = (params: PlaceBySlugParams) =>
  queryOptions({
    queryKey: placeKeys.bySlug(params),
    meta: endpointMeta(locationEndpoint),
    queryFn: ({ signal }) => getLocation(params, signal),
  });

export function usePlaceBySlug({ params, queryConfig }: QueryHookArgs<typeof locationQueryOptions>) {
  return useQuery({ ...locationQueryOptions(params), ...queryConfig });
}
