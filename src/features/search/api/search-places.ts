import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchEndpoint } from '../../../api/client';
import { searchEndpoint } from '../../../api/endpoints/places';
import { endpointMeta } from '../../../api/freshness';
import type { QueryHookArgs } from '../../../api/query-hook';
import { normalizeSearchQuery, searchKeys, type PlaceSearchParams } from './keys';

export const SEARCH_RESULT_LIMIT = 8;

export function searchPlaces({ query }: PlaceSearchParams, signal?: AbortSignal) {
  return fetchEndpoint(searchEndpoint, { q: normalizeSearchQuery(query), limit: SEARCH_RESULT_LIMIT }, { signal });
}

/** Searches for `query` (already debounced); fresh as long as src/api/freshness.ts says. */
export const searchPlacesQueryOptions = (params: PlaceSearchParams) =>
  queryOptions({
    queryKey: searchKeys.places(params),
    meta: endpointMeta(searchEndpoint),
    // Passing the signal lets TanStack Query abort a request once its query is superseded.
    queryFn: ({ signal }) => searchPlaces(params, signal),
    // Nothing is requested for an empty query; the last results stay while the next arrive.
    enabled: normalizeSearchQuery(params.query) !== '',
    placeholderData: keepPreviousData,
  });

export function usePlaceSearch({ params, queryConfig }: QueryHookArgs<typeof searchPlacesQueryOptions>) {
  return useQuery({ ...searchPlacesQueryOptions(params), ...queryConfig });
}
