import { API_PATHS } from './endpoints/paths';
import { DAY_MS, MINUTE_MS } from '../lib/durations';

/**
 * How long an answer of each endpoint stays true: the forecast as its providers update it, air
 * quality hourly, places and airports for days. Screens, the refresh while open, the saved places'
 * refresh and the service worker's background refresh all read this one table.
 */
export const FRESH_FOR_MS: Readonly<Record<string, number>> = {
  [API_PATHS.embedCurrent]: 15 * MINUTE_MS,
  [API_PATHS.weather]: 15 * MINUTE_MS,
  [API_PATHS.airQuality]: 60 * MINUTE_MS,
  [API_PATHS.search]: DAY_MS,
  [API_PATHS.location]: 7 * DAY_MS,
  [API_PATHS.geo]: 7 * DAY_MS,
  [API_PATHS.nearestAirports]: 7 * DAY_MS,
};

/** The shortest freshness, for an answer whose endpoint is not known. */
const SHORTEST_MS = Math.min(...Object.values(FRESH_FOR_MS));

/** How long an answer from `path` (an endpoint's path, or a URL path ending in one) stays fresh. */
export function freshForMs(path: unknown): number {
  if (typeof path !== 'string') return SHORTEST_MS;
  const endpoint = Object.keys(FRESH_FOR_MS).find((known) => path === known || path.endsWith(known));
  return endpoint === undefined ? SHORTEST_MS : FRESH_FOR_MS[endpoint]!;
}

/** The query meta naming the endpoint a query asks, from which the query client reads its freshness. */
export const endpointMeta = (endpoint: { path: string }) => ({ endpoint: endpoint.path });
