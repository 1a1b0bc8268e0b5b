import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchEndpoint } from '../../../api/client';
import { searchEndpoint } from '../../../api/endpoints/places';
import { normalizeSearchQuery, searchKeys } from './keys';

export const SEARCH_RESULT_LIMIT = 8;

export function searchPlaces(query: string, signal?: AbortSignal) {
  return fetchEndpoint(searchEndpoint, { q: normalizeSearchQuery(query), limit: SEARCH_RESULT_LIMIT }, { signal });
}

/** The place catalog changes rarely: an answer stays fresh for a day. */
export const searchPlacesQueryOptions = (query: string) =>
  queryOptions({
    queryKey: searchKeys.places(query),
    // Passing the signal lets TanStack Query abort a request once its query is superseded.
    queryFn: ({ signal }) => searchPlaces(query, signal),
    staleTime: 24 * 60 * 60_000,
  });

/** Searches for `query` (already debounced); nothing is requested for an empty query. */
export function usePlaceSearch(query: string) {
  return useQuery({
    ...searchPlacesQueryOptions(query),
    enabled: normalizeSearchQuery(query) !== '',
    placeholderData: keepPreviousData,
  });
}
