import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchEndpoint } from '../../../api/client';
import { locationEndpoint } from '../../../api/endpoints/places';
import type { QueryHookArgs } from '../../../api/query-hook';
import { placeKeys, type PlaceBySlugParams } from './keys';

export function getLocation({ slug }: PlaceBySlugParams, signal?: AbortSignal) {
  return fetchEndpoint(locationEndpoint, { slug }, { signal });
}

/** A place's details change rarely: a day before they count as stale. */
export const locationQueryOptions = (params: PlaceBySlugParams) =>
  queryOptions({
    queryKey: placeKeys.bySlug(params),
    queryFn: ({ signal }) => getLocation(params, signal),
    staleTime: 24 * 60 * 60_000,
  });

export function usePlaceBySlug({ params, queryConfig }: QueryHookArgs<typeof locationQueryOptions>) {
  return useQuery({ ...locationQueryOptions(params), ...queryConfig });
}
