import { COORDINATE_DECIMALS, isPoint } from './coordinates';

/** The place a screen is about: a catalog place (with a slug), or a bare point picked on the map. */
export interface SelectedPlace {
  slug?: string;
  name: string;
  province?: string;
  country?: string;
  lat: number;
  lon: number;
  timezone?: string;
  /** Metres above sea level, when the service knows them. */
  elevation?: number;
  /** For a bare point: the known place it lies nearest to, when there is one within range. */
  near?: string;
}

/** Parses the `/at/47.37,8.54` path segment; undefined when it is not a valid point. */
export function parseCoordinatePath(segment: string): { lat: number; lon: number } | undefined {
  const match = /^(-?\d{1,2}(?:\.\d+)?),(-?\d{1,3}(?:\.\d+)?)$/.exec(decodeURIComponent(segment));
  if (!match) return undefined;
  const lat = Number(match[1]);
  const lon = Number(match[2]);
  const point = { lat, lon };
  return isPoint(point) ? point : undefined;
}


export function coordinatePath(lat: number, lon: number): string {
  return `/at/${lat.toFixed(COORDINATE_DECIMALS)},${lon.toFixed(COORDINATE_DECIMALS)}`;
}

/**
 * A catalog place's path with its coordinates (`/place/zurich?at=47.3769,8.5417`): the real service cannot
 * look up every slug again, and a place opened once must reopen from a reload, a shared link and offline.
 */
export function placePath(place: { slug?: string; lat: number; lon: number }): string {
  if (!place.slug) return coordinatePath(place.lat, place.lon);
  return `/place/${place.slug}?at=${place.lat.toFixed(COORDINATE_DECIMALS)},${place.lon.toFixed(COORDINATE_DECIMALS)}`;
}

/** The path as the router reads it: escapes such as %C3%BC decoded, left as they are when malformed. */
function routerPath(path: string): string {
  try {
    return path.includes('%') ? decodeURI(path) : path;
  } catch {
    return path;
  }
}

/** The slug of a catalog place's path (above; `/place/:slug` in src/app/app.tsx), as its route reads it. */
export function linkedPlaceSlug(path: string): string | undefined {
  return /^\/place\/([^/]+)\/?$/.exec(routerPath(path))?.[1];
}

/** The coordinates a place's link carries (`?at=lat,lon`, placePath above), from the address's query string. */
export function linkedPlaceAt(search: string): { lat: number; lon: number } | undefined {
  return parseCoordinatePath(new URLSearchParams(search).get('at') ?? '');
}

/** The point of a coordinate path (`/at/:coords` in src/app/app.tsx), as its route reads it. */
export function linkedPoint(path: string): { lat: number; lon: number } | undefined {
  const segment = /^\/at\/(-?[\d.]+,-?[\d.]+)\/?$/.exec(routerPath(path))?.[1];
  return segment === undefined ? undefined : parseCoordinatePath(segment);
}
