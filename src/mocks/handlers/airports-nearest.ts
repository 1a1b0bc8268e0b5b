import { nearestAirports } from '../data/airports';
import { readCoordinates, readOptionalNumber } from '../http/params';
import { jsonOk } from '../http/responses';
import { weatherGet } from '../http/route';

/** GET /api/py/airports/nearest?lat&lon[&count][&maxDistanceKm]: closest airports first. */
export const airportsNearestHandler = weatherGet('/api/py/airports/nearest', ({ url }) => {
  const { lat, lon } = readCoordinates(url.searchParams);
  const count = readOptionalNumber(url.searchParams, 'count', { min: 1, max: 20, integer: true }, 5);
  const maxDistanceKm = readOptionalNumber(url.searchParams, 'maxDistanceKm', { min: 0, max: 20_038 }, 500);
  const airports = nearestAirports(lat, lon, count, maxDistanceKm);
  return jsonOk({ airports, source: airports.length > 0 ? 'db' : 'empty' });
});
