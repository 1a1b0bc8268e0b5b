import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { locationEndpoint } from '../../api/endpoints/places';
import type { Location } from '../../api/schemas/location';
import { coordinatePath, placePath } from '../../lib/place';
import { locationQueryOptions } from './api/get-location';
import { nearestPlaceQueryOptions } from './api/get-nearest-place';

/** History state of a place opened from inside the app: its screen starts at the top, focus on its name. */
export const OPENED_IN_APP = { openedInApp: true } as const;

/** Goes to a place the app already holds, seeding its query so its screen shows at once, offline too. */
export function useOpenPlace(): (place: Location) => void {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useCallback(
    (place: Location) => {
      const { queryKey } = locationQueryOptions({ slug: place.slug });
      if (queryClient.getQueryData(queryKey) === undefined) {
        queryClient.setQueryData(queryKey, { endpoint: locationEndpoint.path, data: { location: place }, fetchedAt: Date.now(), ageFrom: 'received', headers: {} });
      }
      navigate(placePath(place), { state: OPENED_IN_APP });
    },
    [queryClient, navigate],
  );
}

/** Goes to the known place a point lies in (/api/py/geo), or to the point itself when there is none or the lookup fails. */
export function useOpenPoint(): (lat: number, lon: number) => Promise<void> {
  const queryClient = useQueryClient();
  const openPlace = useOpenPlace();
  const [, navigate] = useLocation();
  return useCallback(
    async (lat: number, lon: number) => {
      try {
        const { data } = await queryClient.fetchQuery(nearestPlaceQueryOptions({ lat, lon }));
        openPlace(data.nearest);
      } catch {
        navigate(coordinatePath(lat, lon), { state: OPENED_IN_APP });
      }
    },
    [queryClient, openPlace, navigate],
  );
}
