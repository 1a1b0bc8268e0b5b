import { getResponse, http, type RequestHandler } from 'msw';
import type { WeatherResponse } from '../../api/schemas/weather';
import { EPA_SCALES } from '../air-quality/epa-breakpoints';
import { realWeatherShape, type RealWeatherShape } from './weather-shapes';

/**
 * MOCK_PROFILE=real-service: the same places and weather, answered as the real service answers
 * (the contract's section "What the real service sends"), so the whole app can be developed and
 * tested against those shapes offline. Each contract answer is rewritten on its way out.
 */
export function realServiceProfile(contract: RequestHandler[]): RequestHandler[] {
  const answerAsRealService = http.all('*/api/*', async ({ request }) => {
    if (request.method !== 'GET') return undefined;
    const answer = await getResponse(contract, request);
    if (!answer || answer.type === 'error') return answer;
    return rewrite(new URL(request.url), answer);
  });
  return [answerAsRealService, ...contract];
}

type Json = Record<string, unknown>;

async function rewrite(url: URL, answer: Response): Promise<Response> {
  const headers = new Headers(answer.headers);
  // The real service exposes no header to other origins.
  headers.delete('Access-Control-Expose-Headers');
  const body = (await answer.json()) as Json;
  const send = (json: unknown, status = answer.status) => Response.json(json, { status, headers });
  if (answer.status === 400) return send(validationError(url, String(body.detail)), 422);
  const path = url.pathname.slice(url.pathname.indexOf('/api/'));
  if (path === '/api/embed/current' && answer.status === 404 && url.searchParams.has('lat')) return send(yourLocation(url), 200);
  if (answer.status !== 200) return send(body);
  switch (path) {
    case '/api/py/weather':
      return send(realWeatherShape(body as unknown as WeatherResponse, weatherShape(headers)));
    case '/api/embed/current':
      return send(realEmbed(body, headers.get('X-Weather-Provider')));
    case '/api/py/search':
      return send({ ...body, locations: (body.locations as Json[]).map(unresolvablePlace), total: (body.locations as Json[]).length });
    case '/api/py/geo':
      return send({ ...body, nearest: unresolvablePlace(body.nearest as Json) });
    case '/api/py/locations':
      return send({ location: realPlace(body.location as Json) });
    case '/api/py/airquality':
      return send(realAirQuality(url, body));
    case '/api/py/airports/nearest':
      return send({ ...body, airports: (body.airports as Json[]).map(({ icao, name, distanceKm }) => ({ icao, name, distanceKm })) });
    default:
      return send(body);
  }
}

/** nh3 missing, fetchedAt without a zone, and in the dust belt an index the service does not cap at 500. */
function realAirQuality(url: URL, body: Json): Json {
  const answer = { ...body, pollutants: { ...(body.pollutants as Json), nh3: null }, fetchedAt: String(body.fetchedAt).replace(/Z$/, '') };
  if (!inDustBelt(Number(url.searchParams.get('lat')), Number(url.searchParams.get('lon')))) return answer;
  const pm10 = DUST_EVENT_PM10;
  const aqi = uncappedPm10Index(pm10);
  return {
    ...answer,
    aqi,
    level: 'hazardous',
    dominantPollutant: 'pm10',
    pollutants: { ...answer.pollutants, pm10 },
    subIndexes: { ...(body.subIndexes as Json), pm10: aqi },
  };
}

/** The Sahara and the Sahel, where the Harmattan carries dust: the service's 765 came from such an event. */
const inDustBelt = (lat: number, lon: number) => lat >= 12 && lat <= 30 && lon >= -17 && lon <= 35;
const DUST_EVENT_PM10 = 840;

/** EPA's top PM10 row continued beyond 500, as the service computes without a cap. */
export function uncappedPm10Index(pm10: number): number {
  const top = EPA_SCALES.pm10.rows.at(-1);
  if (!top || pm10 <= top.high) throw new RangeError(`a dust event lies above the PM10 table, not at ${pm10} µg/m³`);
  return Math.round(top.aqiHigh + ((pm10 - top.high) * (top.aqiHigh - top.aqiLow)) / (top.high - top.low));
}

/** The provider headers say which of the real shapes this answer would have come in. */
function weatherShape(headers: Headers): RealWeatherShape {
  if (headers.get('X-Weather-Provider') === 'fallback') return 'seasonal-fallback';
  if (headers.get('X-Current-Source') === 'stationkit') return 'station-overlay';
  return headers.get('X-Weather-Provider') === 'open-meteo' ? 'second-provider' : 'first-provider';
}

/** FastAPI's own 422 for a parameter it could not take, naming the parameter the contract's 400 named. */
function validationError(url: URL, detail: string) {
  const parameter = [...url.searchParams.keys(), 'lat', 'lon', 'slug', 'q'].find((name) => detail.includes(`'${name}'`)) ?? 'query';
  return { detail: [{ type: 'value_error', loc: ['query', parameter], msg: detail, input: url.searchParams.get(parameter) }] };
}

/** A place as the real service writes it: no zone or elevation, members of its own, and "" for an unknown country. */
function realPlace(place: Json): Json {
  const rest = { ...place };
  delete rest.timezone;
  delete rest.elevation;
  return { ...rest, tags: ['city'], platformSlug: rest.slug };
}

/** Search and geo hand out slugs (`zurich-ch`) that `/api/py/locations` cannot look up again. */
function unresolvablePlace(place: Json): Json {
  const real = realPlace(place);
  return { ...real, slug: `${String(real.slug)}-${String(real.country).toLowerCase() || 'xx'}` };
}

/** Its own forecast call failed: every number null and no days. Else days as UTC date-times. */
function realEmbed(body: Json, provider: string | null): Json {
  if (provider === 'fallback') {
    const current = body.current as Json;
    return {
      ...body,
      current: { ...current, temp: null, feelsLike: null, high: null, low: null, humidity: null, windSpeed: null, windDirection: null },
      daily: [],
    };
  }
  return { ...body, daily: (body.daily as Json[]).map((day) => ({ ...day, date: `${String(day.date)}T05:00:00Z` })) };
}

/** No known place within 150 km: the real embed still answers, for "Your location". */
function yourLocation(url: URL): Json {
  return {
    location: { name: 'Your location', province: '', slug: '', country: '', lat: Number(url.searchParams.get('lat')), lon: Number(url.searchParams.get('lon')) },
    current: { temp: null, feelsLike: null, code: 3, condition: 'Overcast', high: null, low: null, humidity: null, windSpeed: null, windDirection: null, isDay: true },
    daily: [],
    source: 'coords',
    attribution: { name: 'mukoko weather', url: 'https://weather.mukoko.com' },
  };
}
