import { apiConfig, resolveApiUrl } from '../api/config';
import { startEarlyRequest } from '../api/early-requests';
import { EMBED_CURRENT_PATH } from '../api/endpoints/embed-current-path';
import { LOCATION_PATH } from '../api/endpoints/location-path';
import { WEATHER_PATH } from '../api/endpoints/weather-path';
import { LAT_RULE, LON_RULE } from '../api/schemas/query';
import { homeLocationMayBeKept } from '../features/places/home-location-hint';
import { roundPoint } from '../lib/coordinates';
import { linkedPlaceAt, linkedPlaceSlug, linkedPoint, within } from '../lib/place';

/**
 * Whether the screen at `path` opens with the home card for the caller's address: the home
 * screen with no remembered location (then the card asks for that place instead).
 */
export function opensWithHomeCardHere(path: string): boolean {
  return path === '/' && !homeLocationMayBeKept();
}

/** A point's forecast, as the forecast query asks for it (src/features/forecast/api/get-weather.ts). */
export function forecastUrl(point: { lat: number; lon: number }): URL {
  const { lat, lon } = roundPoint(point);
  return resolveApiUrl(apiConfig.weatherBaseUrl, WEATHER_PATH, { lat, lon });
}

/**
 * The first screen's request, when the address alone says what it is: the home card's for the
 * caller's address (no parameters), a linked place's lookup by its slug, or a linked point's
 * forecast. Any other screen's first request needs something only the app's code knows.
 */
export function firstRequestUrl(path: string): URL | undefined {
  if (opensWithHomeCardHere(path)) return resolveApiUrl(apiConfig.weatherBaseUrl, EMBED_CURRENT_PATH);
  const slug = linkedPlaceSlug(path);
  if (slug !== undefined) return resolveApiUrl(apiConfig.weatherBaseUrl, LOCATION_PATH, { slug });
  const point = linkedPoint(path);
  return point && forecastUrl(point);
}

/**
 * Where a lookup's answer puts the place, checked against the contract's coordinate rules without
 * the schemas (too heavy for index.html's script); undefined for anything else (the app says what went wrong).
 */
function placeOf(answer: unknown): { lat: number; lon: number } | undefined {
  const { lat, lon } = (answer as { location?: { lat?: unknown; lon?: unknown } } | null)?.location ?? {};
  return within(lat, LAT_RULE) && within(lon, LON_RULE) ? { lat, lon } : undefined;
}

/**
 * A linked place's forecast, asked for the moment its lookup answers, rather than once the app
 * has run and drawn the place: the round trip after the lookup no longer waits for the app's code.
 * Not when the link's own coordinates already asked for the same forecast (`asked`). The answer
 * is read from a copy made before the app reads the original (this callback was registered
 * first, so it runs first).
 */
async function startForecastAfter(lookup: Promise<Response>, asked: URL | undefined): Promise<void> {
  const response = await lookup;
  if (!response.ok) return;
  const place = placeOf(await response.clone().json());
  const url = place && forecastUrl(place);
  if (url && url.href !== asked?.href) startEarlyRequest(url);
}

/**
 * Starts the first screen's requests (above) for the app's first fetchEndpoint of each URL to
 * take over (src/api/early-requests.ts). index.html's own script calls it as the page starts
 * (src/app/first-request-script.ts), while the app's code is still on its way. A place's link as
 * the app makes it carries the place's coordinates (`?at=`, in `search`): its forecast leaves
 * beside the lookup instead of after it, one round trip less before the weather shows, and is the
 * forecast the screen falls back to when the lookup fails. Offline, queries wait for the network,
 * so nothing is started.
 */
export function startFirstRequest(path: string, search: string): void {
  const url = navigator.onLine ? firstRequestUrl(path) : undefined;
  if (!url) return;
  const response = startEarlyRequest(url);
  if (linkedPlaceSlug(path) === undefined) return;
  const at = linkedPlaceAt(search);
  const asked = at && forecastUrl(at);
  if (asked) startEarlyRequest(asked);
  startForecastAfter(response, asked).catch(() => undefined);
}
