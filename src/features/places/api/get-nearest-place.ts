import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchEndpoint } from '../../../api/client';
import { geoEndpoint } from '../../../api/endpoints/places';
import { endpointMeta } from '../../../api/freshness';
import type { QueryHookArgs } from '../../../api/query-hook';
import { roundPoint } from '../../../lib/coordinates';
import { placeKeys, type NearestPlaceParams } from './keys';

export function getNearestPlace(params: NearestPlaceParams, signal?: AbortSignal) {
  const { lat, lon } = roundPoint(params);
  return fetchEndpoint(geoEndpoint, { lat, lon }, { signal });
}

/** Which known place a point is in; a 404 means none within range (the ocean, say). */
export const nearestPlaceQueryOptions = (params: NearestPlaceParams) =>
  queryOptions({
    queryKey: placeKeys.nearest(params),
    meta: endpointMeta(geoEndpoint),
    queryFn: ({ signal }) => getNearestPlace(params, signal),
  });

export function useNearestPlace({ params, queryConfig }: QueryHookArgs<typeof nearestPlaceQueryOptions>) {
  return useQuery({ ...nearestPlaceQueryOptions(params), ...queryConfig });
}
