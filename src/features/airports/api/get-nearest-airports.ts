import { partialMatchKey, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchEndpoint } from '../../../api/client';
import { nearestAirportsEndpoint } from '../../../api/endpoints/airports';
import { endpointMeta } from '../../../api/freshness';
import type { QueryHookArgs } from '../../../api/query-hook';
import { roundPoint } from '../../../lib/coordinates';
import { airportKeys, type NearestAirportsParams } from './keys';

export function getNearestAirports(params: NearestAirportsParams, signal?: AbortSignal) {
  const { lat, lon, count } = roundPoint(params);
  return fetchEndpoint(nearestAirportsEndpoint, { lat, lon, count }, { signal });
}

/** The `count` airports nearest a point; after a count change the point's old list shows until the new comes. */
export const nearestAirportsQueryOptions = (params: NearestAirportsParams) =>
  queryOptions({
    queryKey: airportKeys.nearest(params),
    meta: endpointMeta(nearestAirportsEndpoint),
    queryFn: ({ signal }) => getNearestAirports(params, signal),
    placeholderData: (previous, previousQuery) =>
      previousQuery && partialMatchKey(previousQuery.queryKey, airportKeys.around(params)) ? previous : undefined,
  });

export function useNearestAirports({ params, queryConfig }: QueryHookArgs<typeof nearestAirportsQueryOptions>) {
  return useQuery({ ...nearestAirportsQueryOptions(params), ...queryConfig });
}
