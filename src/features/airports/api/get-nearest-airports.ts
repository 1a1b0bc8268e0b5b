import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchEndpoint } from '../../../api/client';
import { nearestAirportsEndpoint } from '../../../api/endpoints/airports';
import { airportKeys, type NearestAirportsTarget } from './keys';

export function getNearestAirports({ lat, lon, count }: NearestAirportsTarget, signal?: AbortSignal) {
  return fetchEndpoint(nearestAirportsEndpoint, { lat, lon, count }, { signal });
}

/** Airports do not move: a day before an answer counts as stale. */
export const nearestAirportsQueryOptions = (target: NearestAirportsTarget) =>
  queryOptions({
    queryKey: airportKeys.nearest(target),
    queryFn: ({ signal }) => getNearestAirports(target, signal),
    staleTime: 24 * 60 * 60_000,
  });

/**
 * The `count` airports nearest to a point, closest first. While `count` is still being read
 * (undefined) nothing is fetched. After a count change the previous list of the same point
 * stays on screen until the new one arrives, but never the list of another point.
 */
export function useNearestAirports(lat: number, lon: number, count: number | undefined) {
  return useQuery({
    ...nearestAirportsQueryOptions({ lat, lon, count: count ?? 0 }),
    enabled: count !== undefined,
    placeholderData: (previous, previousQuery) => {
      const target = previousQuery?.queryKey[2];
      return target && target.lat === lat && target.lon === lon ? previous : undefined;
    },
  });
}
