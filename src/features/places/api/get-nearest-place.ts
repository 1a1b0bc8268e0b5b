import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchEndpoint } from '../../../api/client';
import { geoEndpoint } from '../../../api/endpoints/places';
import { placeKeys } from './keys';

/** Four decimals (~11 m), as in `/at/` paths: one cached answer per point anyone can link to. */
const roundCoordinate = (value: number) => Math.round(value * 10_000) / 10_000;

export function getNearestPlace(lat: number, lon: number, signal?: AbortSignal) {
  return fetchEndpoint(geoEndpoint, { lat, lon }, { signal });
}

/** Which known place a point is in; a 404 means none within range (the ocean, say). */
export const nearestPlaceQueryOptions = (lat: number, lon: number) => {
  const point = { lat: roundCoordinate(lat), lon: roundCoordinate(lon) };
  return queryOptions({
    queryKey: placeKeys.nearest(point.lat, point.lon),
    queryFn: ({ signal }) => getNearestPlace(point.lat, point.lon, signal),
    staleTime: 24 * 60 * 60_000,
  });
};

export function useNearestPlace(point: { lat: number; lon: number } | undefined) {
  return useQuery({ ...nearestPlaceQueryOptions(point?.lat ?? 0, point?.lon ?? 0), enabled: point !== undefined });
}
