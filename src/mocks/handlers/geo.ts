import { nearestPlace } from '../data/place-index';
import { toLocation } from '../data/places';
import { ParamError, readCoordinates } from '../http/params';
import { jsonOk } from '../http/responses';
import { weatherGet } from '../http/route';

export const GEO_MAX_DISTANCE_KM = 150;

/** GET /api/py/geo?lat&lon: the place a point is in, and where the app should go. */
export const geoHandler = weatherGet('/api/py/geo', ({ url }) => {
  const { lat, lon } = readCoordinates(url.searchParams);
  const near = nearestPlace(lat, lon, GEO_MAX_DISTANCE_KM);
  if (!near) throw new ParamError(`No known location within ${GEO_MAX_DISTANCE_KM} km of ${lat},${lon}.`, 404);
  return jsonOk({ nearest: toLocation(near.place), redirectTo: `/${near.place.slug}` });
});
