import type { EmbedResponse, EmbedSource } from '../../api/schemas/embed';
import { NEAREST_PLACE_MAX_KM } from '../../api/schemas/query';
import { readMockConfig } from '../config';
import { isLocalAddress, placeForPublicAddress } from '../data/ip-location';
import { nearestPlace } from '../data/place-index';
import { findPlaceBySlug, loadPlaces, type Place } from '../data/places';
import { weatherPlaceAt } from '../data/weather-places';
import { ParamError, readCoordinates, readSlug } from '../http/params';
import { jsonOk } from '../http/responses';
import type { RouteHandler } from '../http/route';
import { buildEmbed } from '../weather/embed';

/** How many of the largest cities a public IP address can be placed in. */
const IP_CITY_POOL = 500;

/**
 * GET /api/embed/current: the weather summary for coordinates, a slug or the caller.
 * Precedence: `lat`+`lon`, then `slug`, then the caller's IP address.
 */
export const answerEmbedCurrent: RouteHandler = ({ url, clientIp }) => {
  const params = url.searchParams;
  const now = new Date();
  if (params.has('lat') || params.has('lon')) {
    const { lat, lon } = readCoordinates(params);
    const near = nearestPlace(lat, lon, NEAREST_PLACE_MAX_KM);
    if (!near) throw new ParamError(`No known location within ${NEAREST_PLACE_MAX_KM} km of ${lat},${lon}.`, 404);
    return jsonOk(embedBody(near.place, 'coords', url, buildEmbed(weatherPlaceAt(lat, lon), now)));
  }
  if (params.has('slug')) {
    const place = findPlaceBySlug(readSlug(params));
    if (!place) throw new ParamError('Location not found.', 404);
    return jsonOk(embedBody(place, 'slug', url, buildEmbed(place, now)));
  }
  const { place, source } = placeOfCaller(clientIp);
  return jsonOk(embedBody(place, source, url, buildEmbed(place, now)));
};

function placeOfCaller(clientIp: string | undefined): { place: Place; source: EmbedSource } {
  const fallback = findPlaceBySlug(readMockConfig().defaultPlace) ?? loadPlaces().places[0];
  if (!fallback) throw new Error('The place catalog is empty.');
  if (clientIp === undefined) return { place: fallback, source: 'fallback' };
  if (isLocalAddress(clientIp)) return { place: fallback, source: 'ip' };
  const place = placeForPublicAddress(clientIp, loadPlaces().places.slice(0, IP_CITY_POOL));
  return place ? { place, source: 'ip' } : { place: fallback, source: 'fallback' };
}

function embedBody(
  place: Place,
  source: EmbedSource,
  requestUrl: URL,
  weather: Pick<EmbedResponse, 'current' | 'daily'>,
): EmbedResponse {
  const { name, province, slug, country, lat, lon } = place;
  return {
    location: { name, province, slug, country, lat, lon },
    ...weather,
    source,
    attribution: { name: 'Skycache mock weather service', url: new URL(`/place/${slug}`, requestUrl.origin).href },
  };
}
