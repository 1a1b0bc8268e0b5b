import { apiConfig, resolveApiUrl } from '../api/config';
import { startEarlyRequest } from '../api/early-requests';
import { EMBED_CURRENT_PATH } from '../api/endpoints/embed-current-path';
import { homeLocationMayBeKept } from '../features/places/home-location-hint';

/**
 * Whether the screen at `path` opens with the home card for the caller's address: the home
 * screen with no remembered location (then the card asks for that place instead).
 */
export function opensWithHomeCardHere(path: string): boolean {
  return path === '/' && !homeLocationMayBeKept();
}

/**
 * Starts the first screen's request when it needs nothing the app's code knows: the home card's
 * for the caller's address (no parameters; index.html preloads it, and this takes the preload
 * over). Its first fetchEndpoint takes the request (src/api/early-requests.ts). Returns whether
 * it started one; these modules import nothing else, so this can run first thing.
 */
export function startFirstRequest(path: string): boolean {
  const homeCard = opensWithHomeCardHere(path);
  if (homeCard) startEarlyRequest(resolveApiUrl(apiConfig.weatherBaseUrl, EMBED_CURRENT_PATH));
  return homeCard;
}
