import { NEAREST_PLACE_MAX_KM } from '../../api/schemas/query';
import { nearestPlace } from '../data/place-index';
import { locatedPlace } from './located';
import { ParamError, readCoordinates } from '../http/params';
import { jsonOk } from '../http/responses';
import type { RouteHandler } from '../http/route';

/** GET /api/py/geo?lat&lon: the place a point is in, and where the app should go. */
export const answerGeo: RouteHandler = ({ url }) => {
  const { lat, lon } = readCoordinates(url.searchParams);
  const near = nearestPlace(lat, lon, NEAREST_PLACE_MAX_KM);
  if (!near) throw new ParamError(`No known location within ${NEAREST_PLACE_MAX_KM} km of ${lat},${lon}.`, 404);
  return jsonOk({ nearest: locatedPlace(near.place), redirectTo: `/${near.place.slug}` });
};
