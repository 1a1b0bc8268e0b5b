import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { nearestAirportsQueryOptions } from '../features/airports/api/get-nearest-airports';
import { useAirportCount } from '../features/airports/airport-count';
import { airQualityQueryOptions } from '../features/air-quality/api/get-air-quality';
import { modelComparisonQueryOptions, weatherQueryOptions } from '../features/forecast/api/get-weather';
import { useModelChoice } from '../features/forecast/use-model-choice';
import { embedCurrentQueryOptions } from '../features/local-weather/api/get-embed-current';
import { locationQueryOptions } from '../features/places/api/get-location';
import type { SavedPlace } from '../features/places/saved-places';
import { useSavedPlaces } from '../features/places/use-saved-places';
import type { WeatherModel } from '../api/schemas/weather';
import { runPooled } from '../lib/run-pooled';
import { useOnline } from '../offline/use-online';

/** Requests under way at once: enough to finish 20 places quickly, few enough not to crowd out the screen's own. */
export const SAVED_PLACES_REFRESH_WIDTH = 3;

/** On open and each return online, prefetches what saved places show, with the panels' own query options. */
export function useSavedPlacesRefresh(): void {
  const client = useQueryClient();
  const online = useOnline();
  const { places } = useSavedPlaces();
  const { count } = useAirportCount();
  const [models] = useModelChoice();
  useEffect(() => {
    if (!online || places === undefined || places.length === 0 || count === undefined) return;
    void runPooled(places.flatMap((place) => savedPlaceFetches(client, place, count, models)), SAVED_PLACES_REFRESH_WIDTH);
  }, [client, online, places, count, models]);
}

function savedPlaceFetches(client: QueryClient, place: SavedPlace, airportCount: number, models: readonly WeatherModel[]) {
  const point = { lat: place.lat, lon: place.lon };
  const fetches = [
    () => client.prefetchQuery(embedCurrentQueryOptions(place.slug ? { slug: place.slug } : point)),
    () => client.prefetchQuery(weatherQueryOptions(point)),
    () => client.prefetchQuery(airQualityQueryOptions(point)),
    () => client.prefetchQuery(nearestAirportsQueryOptions({ ...point, count: airportCount })),
  ];
  if (place.slug) {
    const slug = place.slug;
    fetches.push(() => client.prefetchQuery(locationQueryOptions({ slug })));
  }
  if (models.length > 0) fetches.push(() => client.prefetchQuery(modelComparisonQueryOptions({ ...point, models })));
  return fetches;
}
