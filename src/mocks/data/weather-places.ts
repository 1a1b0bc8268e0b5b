import type { WeatherPlace } from '../weather/place';
import { nearestPlace } from './place-index';
import { loadTimeZoneLookup, type TimeZoneLookup } from './time-zones';

/** Where no known place is near (open sea, ice caps) the point still gets weather. */
const OPEN_WATER_SLUG = 'open-water';

let timeZoneAt: TimeZoneLookup | undefined;

/**
 * An arbitrary point takes its name and size from the place it is in (they choose the
 * provider headers and the nowcast); its weather depends on the coordinates alone (its
 * elevation too: a neighbour's would jump where the nearest place changes), so the exact
 * coordinates of a catalog place give the same numbers as its slug does.
 */
export function weatherPlaceAt(lat: number, lon: number): WeatherPlace {
  const near = nearestPlace(lat, lon);
  if (near && near.place.lat === lat && near.place.lon === lon) return near.place;
  timeZoneAt ??= loadTimeZoneLookup();
  return {
    slug: near?.place.slug ?? OPEN_WATER_SLUG,
    lat,
    lon,
    timezone: timeZoneAt(lat, lon),
    population: near?.place.population ?? 0,
  };
}
