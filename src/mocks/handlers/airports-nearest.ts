import { AIRPORT_COUNT_RULE, MAX_DISTANCE_KM_RULE } from '../../api/schemas/query';
import { nearestAirports } from '../data/airports';
import { readCoordinates, readOptionalNumber } from '../http/params';
import { jsonOk } from '../http/responses';
import type { RouteHandler } from '../http/route';

/** GET /api/py/airports/nearest?lat&lon[&count][&maxDistanceKm]: closest airports first. */
export const answerNearestAirports: RouteHandler = ({ url }) => {
  const { lat, lon } = readCoordinates(url.searchParams);
  const count = readOptionalNumber(url.searchParams, 'count', AIRPORT_COUNT_RULE);
  const maxDistanceKm = readOptionalNumber(url.searchParams, 'maxDistanceKm', MAX_DISTANCE_KM_RULE);
  const airports = nearestAirports(lat, lon, count, maxDistanceKm);
  return jsonOk({ airports, source: airports.length > 0 ? 'db' : 'empty' });
};
