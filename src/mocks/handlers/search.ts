import { SEARCH_LIMIT_RULE, SEARCH_QUERY_MAX_LENGTH } from '../../api/schemas/query';
import { searchPlaces } from '../data/place-search';
import { toLocation } from '../data/places';
import { ParamError, readOptionalNumber } from '../http/params';
import { jsonOk } from '../http/responses';
import type { RouteHandler } from '../http/route';

/** GET /api/py/search?q[&limit]: places by name, best match and biggest first. */
export const answerSearch: RouteHandler = ({ url }) => {
  const q = (url.searchParams.get('q') ?? '').trim();
  if (q.length === 0) throw new ParamError("Query parameter 'q' is required and must not be blank.");
  if (q.length > SEARCH_QUERY_MAX_LENGTH) {
    throw new ParamError(`Query parameter 'q' must be at most ${SEARCH_QUERY_MAX_LENGTH} characters, got ${q.length}.`);
  }
  const limit = readOptionalNumber(url.searchParams, 'limit', SEARCH_LIMIT_RULE);
  const { places, total } = searchPlaces(q, limit);
  return jsonOk({ locations: places.map(toLocation), total, source: 'geonames' });
};
