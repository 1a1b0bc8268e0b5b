/* global self, caches, fetch, indexedDB, URL */
// Periodic Background Sync for the installed app (Chromium): refreshes the weather answers the
// service worker holds for the saved places (and the home card), so a saved place opened offline
// tomorrow shows this morning's forecast. Answers about places that are not saved, and searches,
// are left as they are: the background costs the person battery and data. Imported into the
// service worker that vite-plugin-pwa generates (pwa.config.ts, workbox.importScripts), so
// generateSW stays. The names below are those of src/offline/periodic-refresh.ts,
// src/offline/cache-names.ts, src/offline/db.ts, src/features/places/saved-places.ts and
// src/lib/coordinates.ts; test/public/sw-periodic-sync.test.ts holds them in step.
const PERIODIC_REFRESH_TAG = 'refresh-weather';
const API_CACHE_NAME = 'api';
const DB_NAME = 'skycache';
const SAVED_PLACES_KEY = 'saved-places';
const COORDINATE_SCALE = 10 ** 4;
/** Answers younger than this are left alone (the app's stale time). */
const FRESH_MS = 10 * 60 * 1000;

self.addEventListener('periodicsync', (event) => {
  if (event.tag === PERIODIC_REFRESH_TAG) event.waitUntil(refreshCachedAnswers());
});

async function refreshCachedAnswers() {
  const saved = await readSavedPlaces();
  const cache = await caches.open(API_CACHE_NAME);
  for (const request of await cache.keys()) {
    if (!isWanted(new URL(request.url), saved)) continue;
    const cached = await cache.match(request);
    const answeredAt = Date.parse(cached?.headers.get('Date') ?? '');
    if (Number.isFinite(answeredAt) && Date.now() - answeredAt < FRESH_MS) continue;
    let response;
    try {
      response = await fetch(request);
    } catch {
      return; // No network after all: the next sync tries again.
    }
    if (response.ok) await cache.put(request, response);
  }
}

/** An answer about a saved place (by slug or rounded point), or one that names no place and is no search. */
function isWanted(url, saved) {
  const slug = url.searchParams.get('slug');
  if (slug !== null) return saved.some((place) => place.slug === slug);
  if (url.searchParams.has('lat')) {
    const lat = Number(url.searchParams.get('lat'));
    const lon = Number(url.searchParams.get('lon'));
    return saved.some((place) => round(place.lat) === lat && round(place.lon) === lon);
  }
  return !url.searchParams.has('q');
}

function round(coordinate) {
  return Math.round(coordinate * COORDINATE_SCALE) / COORDINATE_SCALE;
}

/** The saved places the app keeps in IndexedDB; none when there is no database (never creates one). */
function readSavedPlaces() {
  return new Promise((resolve) => {
    const open = indexedDB.open(DB_NAME);
    // No database yet: creating one here would give the app an empty version 1 to upgrade from.
    open.onupgradeneeded = () => open.transaction.abort();
    open.onerror = () => resolve([]);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('kv')) {
        db.close();
        resolve([]);
        return;
      }
      const get = db.transaction('kv').objectStore('kv').get(SAVED_PLACES_KEY);
      get.onsuccess = () => {
        db.close();
        const places = Array.isArray(get.result) ? get.result : [];
        resolve(places.filter((place) => typeof place === 'object' && place !== null));
      };
      get.onerror = () => {
        db.close();
        resolve([]);
      };
    };
  });
}
