import { freshForMs } from '../api/freshness';
import { roundCoordinate } from '../lib/coordinates';
import { API_CACHE_NAME } from '../offline/cache-names';
import { PERIODIC_REFRESH_TAG } from '../offline/periodic-refresh';
import type { SavedPlace } from '../offline/saved-places-document';
import { readSavedPlaces, withAppDb } from './stored-data';
import { checkWarnings } from './warning-check';
import type { PeriodicSyncEvent } from './worker-events';

/** Periodic Background Sync (an installed app in Chromium) asks for the refresh every few hours. */
export function onPeriodicSync(event: PeriodicSyncEvent, registration: Pick<ServiceWorkerRegistration, 'showNotification'>): void {
  if (event.tag !== PERIODIC_REFRESH_TAG) return;
  // Then the warnings of what it fetched, for a person who asked for them.
  event.waitUntil(withAppDb(readSavedPlaces).then((saved) => refreshCachedAnswers(saved ?? [])).then(() => checkWarnings(registration)));
}

/** Refreshes cached answers for saved places and the home card only: background work costs battery and data. */
async function refreshCachedAnswers(saved: readonly SavedPlace[]): Promise<void> {
  const cache = await caches.open(API_CACHE_NAME);
  for (const request of await cache.keys()) {
    if (!isWanted(new URL(request.url), saved)) continue;
    const cached = await cache.match(request);
    const answeredAt = Date.parse(cached?.headers.get('Date') ?? '');
    // Answers still fresh by the app's table are left alone.
    if (Number.isFinite(answeredAt) && Date.now() - answeredAt < freshForMs(new URL(request.url).pathname)) continue;
    let response: Response;
    try {
      response = await fetch(request);
    } catch {
      return; // No network after all: the next sync tries again.
    }
    if (response.ok) await cache.put(request, response);
  }
}

/** An answer about a saved place (by slug or rounded point), or one that names no place and is no search. */
function isWanted(url: URL, saved: readonly SavedPlace[]): boolean {
  const slug = url.searchParams.get('slug');
  if (slug !== null) return saved.some((place) => place.slug === slug);
  if (url.searchParams.has('lat')) {
    const lat = Number(url.searchParams.get('lat'));
    const lon = Number(url.searchParams.get('lon'));
    return saved.some((place) => roundCoordinate(place.lat) === lat && roundCoordinate(place.lon) === lon);
  }
  return !url.searchParams.has('q');
}
