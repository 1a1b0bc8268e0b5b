import { apiConfig, resolveApiUrl } from '../api/config';
import { startEarlyRequest } from '../api/early-requests';
import { EMBED_CURRENT_PATH } from '../api/endpoints/embed-current-path';
import { LOCATION_PATH } from '../api/endpoints/location-path';
import { homeLocationMayBeKept } from '../features/places/home-location-hint';
import { linkedPlaceSlug } from '../lib/place';

/**
 * Whether the screen at `path` opens with the home card for the caller's address: the home
 * screen with no remembered location (then the card asks for that place instead).
 */
export function opensWithHomeCardHere(path: string): boolean {
  return path === '/' && !homeLocationMayBeKept();
}

/**
 * The first screen's request, when the address alone says what it is: the home card's for the
 * caller's address (no parameters), or a linked place's lookup by its slug. Any other screen's
 * first request needs something only the app's code knows.
 */
export function firstRequestUrl(path: string): URL | undefined {
  if (opensWithHomeCardHere(path)) return resolveApiUrl(apiConfig.weatherBaseUrl, EMBED_CURRENT_PATH);
  const slug = linkedPlaceSlug(path);
  return slug === undefined ? undefined : resolveApiUrl(apiConfig.weatherBaseUrl, LOCATION_PATH, { slug });
}

/**
 * Starts the first screen's request (above) for its first fetchEndpoint to take over
 * (src/api/early-requests.ts). index.html's own script calls it as the page starts
 * (src/app/first-request-script.ts), while the app's code is still on its way. Offline, queries
 * wait for the network, so nothing is started.
 */
export function startFirstRequest(path: string): void {
  const url = navigator.onLine ? firstRequestUrl(path) : undefined;
  if (url) startEarlyRequest(url);
}
