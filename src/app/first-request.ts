import { apiConfig, resolveApiUrl } from '../api/config';
import { startEarlyRequest } from '../api/early-requests';
import { API_PATHS } from '../api/endpoints/paths';
import { homeLocationMayBeKept } from '../features/places/home-location-hint';
import { isPoint, roundPoint } from '../lib/coordinates';
import { linkedPlaceAt, linkedPlaceSlug, linkedPoint } from '../lib/place';

/** Whether `path` opens with the home card for the caller's address (home, no remembered location). */
export function opensWithHomeCardHere(path: string): boolean {
  return path === '/' && !homeLocationMayBeKept();
}

/** A point's forecast, as the forecast query asks for it (src/features/forecast/api/get-weather.ts). */
export function forecastUrl(point: { lat: number; lon: number }): URL {
  const { lat, lon } = roundPoint(point);
  return resolveApiUrl(apiConfig.weatherBaseUrl, API_PATHS.weather, { lat, lon });
}

/** The first screen's request when the address alone decides it: home card, a linked place's lookup or point's forecast. */
export function firstRequestUrl(path: string): URL | undefined {
  if (opensWithHomeCardHere(path)) return resolveApiUrl(apiConfig.weatherBaseUrl, API_PATHS.embedCurrent);
  const slug = linkedPlaceSlug(path);
  if (slug !== undefined) return resolveApiUrl(apiConfig.weatherBaseUrl, API_PATHS.location, { slug });
  const point = linkedPoint(path);
  return point && forecastUrl(point);
}

/** The looked-up place's point, checked without the schemas (too heavy for index.html's script). */
function placeOf(answer: unknown): { lat: number; lon: number } | undefined {
  const { lat, lon } = (answer as { location?: { lat?: unknown; lon?: unknown } } | null)?.location ?? {};
  const point = { lat, lon };
  return isPoint(point) ? point : undefined;
}

/** Asks for a linked place's forecast once its lookup answers, unless `asked` did; reads a clone (it runs first). */
async function startForecastAfter(lookup: Promise<Response>, asked: URL | undefined): Promise<void> {
  const response = await lookup;
  if (!response.ok) return;
  const place = placeOf(await response.clone().json());
  const url = place && forecastUrl(place);
  if (url && url.href !== asked?.href) startEarlyRequest(url);
}

/** Starts the first screen's requests from index.html's script; `?at=` starts the forecast beside the lookup. */
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
