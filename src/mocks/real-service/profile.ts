import type { WeatherResponse } from '../../api/schemas/weather';
import { EPA_SCALES } from '../air-quality/epa-breakpoints';
import { weatherPlaceAt } from '../data/weather-places';
import { CORS_HEADERS, NO_DATE_HEADER } from '../http/headers';
import { buildEmbed } from '../weather/embed';
import { realWeatherShape, REAL_WEATHER_SHAPES, type RealWeatherShape } from './weather-shapes';

/**
 * MOCK_PROFILE=real-service: the mock's answers rewritten, endpoint by endpoint, into the shapes
 * the deployed service sends (the contract's "What the real service sends"): the same places
 * and weather, with the real service's gaps, errors and headers.
 */
type Json = Record<string, unknown>;
type Rewrite = (body: Json, url: URL) => Json;

/** A small stable hash, so a place always gets the same shape and the same slug suffix. */
function hashOf(text: string): number {
  let hash = 2_166_136_261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619) >>> 0;
  return hash;
}

const pointId = (lat: number, lon: number) => `${lat.toFixed(2)},${lon.toFixed(2)}`;

/**
 * Which provider answered for a point: the first provider mostly, the second when the first
 * is over its quota, a station's reading on top, or the seasonal fallback when all failed.
 */
export function realWeatherShapeAt(lat: number, lon: number): RealWeatherShape {
  return REAL_WEATHER_SHAPES[hashOf(pointId(lat, lon)) % REAL_WEATHER_SHAPES.length] ?? 'first-provider';
}

/** Slugs the places resolver hands out that /api/py/locations cannot look up again (`zurich-3f9a1c`). */
export function resolverSlug(slug: string): string {
  return hashOf(slug) % 2 === 0 ? `${slug}-${(hashOf(`${slug}#`) & 0xffffff).toString(16).padStart(6, '0')}` : slug;
}

const RESOLVER_SLUG = /-[0-9a-f]{6}$/;

/** A location as the service's own store has it: no zone, a country that may be blank, members of its own. */
function realLocation(location: Json): Json {
  const rest: Json = { ...location };
  delete rest.timezone;
  const slug = typeof rest.slug === 'string' ? rest.slug : '';
  return {
    ...rest,
    slug: resolverSlug(slug),
    country: hashOf(slug) % 3 === 0 ? '' : rest.country,
    tags: ['city'],
    platformSlug: slug,
    geo: { type: 'Point', coordinates: [rest.lon, rest.lat] },
  };
}

/** The embed of a place whose forecast call failed: no numbers, no days. */
function withoutNumbers(current: Json): Json {
  const nulls = Object.fromEntries(['temp', 'feelsLike', 'high', 'low', 'humidity', 'windSpeed', 'windDirection'].map((key) => [key, null]));
  return { ...current, ...nulls };
}

/** `2026-11-23` as the UTC instant of the place's midnight, as the embed route writes days. */
function dayAsDateTime(date: string, timezone: string | undefined): string {
  const noon = new Date(`${date}T12:00:00Z`);
  const zoned = timezone ? new Date(noon.toLocaleString('en-US', { timeZone: timezone })) : noon;
  const offsetMs = zoned.getTime() - new Date(noon.toLocaleString('en-US', { timeZone: 'UTC' })).getTime();
  return new Date(Date.parse(`${date}T00:00:00Z`) - offsetMs).toISOString().replace('.000Z', 'Z');
}

/** The top EPA row continued beyond 500, as the service does not cap the index. */
function uncappedSubIndex(pm10: number): number {
  const top = EPA_SCALES.pm10.rows.at(-1);
  if (!top || pm10 <= top.high) return 0;
  return Math.round(top.aqiHigh + ((pm10 - top.high) * (top.aqiHigh - top.aqiLow)) / (top.high - top.low));
}

/** The Sahara and the Sahel in the Harmattan: where the service reports its dust events. */
const inDustBelt = (lat: number, lon: number) => lat >= 12 && lat <= 30 && lon >= -17 && lon <= 35;

function pythonNaive(iso: string): string {
  const instant = Date.parse(iso);
  return Number.isNaN(instant) ? iso : `${new Date(instant).toISOString().slice(0, 23)}456`;
}

const REWRITES: Record<string, Rewrite> = {
  '/api/py/weather': (body, url) => {
    const lat = Number(url.searchParams.get('lat'));
    const lon = Number(url.searchParams.get('lon'));
    return realWeatherShape(body as unknown as WeatherResponse, realWeatherShapeAt(lat, lon));
  },
  '/api/embed/current': (body) => {
    const location = body.location as Json;
    const lat = Number(location.lat);
    const lon = Number(location.lon);
    const failed = realWeatherShapeAt(lat, lon) === 'seasonal-fallback';
    const timezone = weatherPlaceAt(lat, lon).timezone;
    const daily = (body.daily as Json[]).map((day) => ({ ...day, date: dayAsDateTime(String(day.date), timezone) }));
    return {
      ...body,
      location: realLocation(location),
      current: failed ? withoutNumbers(body.current as Json) : body.current,
      daily: failed ? [] : daily,
    };
  },
  '/api/py/geo': (body) => ({ ...body, nearest: realLocation(body.nearest as Json) }),
  '/api/py/locations': (body) => ({ ...body, location: realLocation(body.location as Json) }),
  '/api/py/search': (body) => {
    const locations = (body.locations as Json[]).map(realLocation);
    return { ...body, locations, total: locations.length };
  },
  '/api/py/airquality': (body, url) => {
    const lat = Number(url.searchParams.get('lat'));
    const lon = Number(url.searchParams.get('lon'));
    const pollutants = { ...(body.pollutants as Json), nh3: null };
    const answer: Json = { ...body, pollutants, fetchedAt: pythonNaive(String(body.fetchedAt)) };
    delete answer.whoGuidelines;
    if (!inDustBelt(lat, lon)) return answer;
    const pm10 = 840;
    const aqi = uncappedSubIndex(pm10);
    return { ...answer, aqi, level: 'hazardous', dominantPollutant: 'pm10', pollutants: { ...pollutants, pm10 }, subIndexes: { ...(body.subIndexes as Json), pm10: aqi } };
  },
  '/api/py/airports/nearest': (body) => ({
    ...body,
    // The service's catalogue has no positions.
    airports: (body.airports as Json[]).map(({ icao, name, distanceKm }) => ({ icao, name, distanceKm })),
  }),
};

/** Headers the real service sends no `Access-Control-Expose-Headers` for: unreadable cross-origin, so absent here. */
const HIDDEN_HEADERS = ['Date', 'X-Weather-Provider', 'X-Current-Source', 'Retry-After', 'Access-Control-Expose-Headers'];

function realHeaders(response: Response, contentType: string): Headers {
  const headers = new Headers(response.headers);
  for (const name of HIDDEN_HEADERS) headers.delete(name);
  headers.set('Access-Control-Allow-Origin', CORS_HEADERS['Access-Control-Allow-Origin']);
  headers.set('Content-Type', contentType);
  headers.set(NO_DATE_HEADER, '1');
  return headers;
}

/** FastAPI's own parameter validation: 422 with `detail` as a list naming the parameter. */
function validationDetail(message: string, url: URL): Json[] {
  const name = /'(\w+)'/.exec(message)?.[1] ?? 'query';
  const input = url.searchParams.get(name);
  const type = input === null ? 'missing' : /between/.test(message) ? 'less_than_equal' : 'float_parsing';
  return [{ type, loc: ['query', name], msg: input === null ? 'Field required' : message, input }];
}

/** The answer of `path` as the real service would have sent it. */
export async function asRealService(path: string, url: URL, response: Response): Promise<Response> {
  if (response.type === 'error') return response;
  const json = (body: unknown, status: number) =>
    new Response(JSON.stringify(body), { status, headers: realHeaders(response, 'application/json') });
  if (response.status >= 500 && response.status !== 503) {
    return new Response('Internal Server Error', { status: 500, headers: realHeaders(response, 'text/plain; charset=utf-8') });
  }
  const body = (await response.json().catch(() => undefined)) as Json | undefined;
  if (body === undefined) return response;
  if (response.status === 400) return json({ detail: validationDetail(String(body.detail), url) }, 422);
  if (response.status === 404 && path === '/api/embed/current' && url.searchParams.has('lat')) {
    // No place within 150 km: the service still answers, for "Your location".
    const lat = Number(url.searchParams.get('lat'));
    const lon = Number(url.searchParams.get('lon'));
    const weather = buildEmbed(weatherPlaceAt(lat, lon), new Date());
    const location = { name: 'Your location', province: '', slug: '', country: '', lat, lon };
    return json({ location, ...weather, source: 'coords', attribution: { name: 'mukoko weather', url: url.origin } }, 200);
  }
  if (response.status === 404 && path === '/api/py/locations' && RESOLVER_SLUG.test(url.searchParams.get('slug') ?? '')) {
    return json({ detail: 'Location not found' }, 404);
  }
  const rewrite = REWRITES[path];
  return json(response.ok && rewrite ? rewrite(body, url) : body, response.status);
}
