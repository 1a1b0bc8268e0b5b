import { findPlaceBySlug } from '../data/places';
import { locatedPlace } from './located';
import { ParamError, readSlug } from '../http/params';
import { jsonOk } from '../http/responses';
import type { RouteHandler } from '../http/route';

/** GET /api/py/locations?slug: one place by its stable slug. */
export const answerLocation: RouteHandler = ({ url }) => {
  const place = findPlaceBySlug(readSlug(url.searchParams));
  if (!place) throw new ParamError('Location not found', 404);
  return jsonOk({ location: locatedPlace(place) });
};
