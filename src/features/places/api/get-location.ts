import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchEndpoint } from '../../../api/client';
import { locationEndpoint } from '../../../api/endpoints/places';
import { placeKeys } from './keys';

export function getLocation(slug: string, signal?: AbortSignal) {
  return fetchEndpoint(locationEndpoint, { slug }, { signal });
}

/** A place's details change rarely: a day before they count as stale. */
export const locationQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: placeKeys.bySlug(slug),
    queryFn: ({ signal }) => getLocation(slug, signal),
    staleTime: 24 * 60 * 60_000,
  });

export function usePlaceBySlug(slug: string) {
  return useQuery(locationQueryOptions(slug));
}
