/* global self, caches, fetch */
// Periodic Background Sync for the installed app (Chromium): refreshes the weather answers the
// service worker already holds — the saved places the person looked at — so a place opened
// offline tomorrow shows this morning's forecast. Imported into the service worker that
// vite-plugin-pwa generates (pwa.config.ts, workbox.importScripts), so generateSW stays.
// The tag and cache name are those of src/offline/periodic-refresh.ts and src/offline/cache-names.ts.
const PERIODIC_REFRESH_TAG = 'refresh-weather';
const API_CACHE_NAME = 'api';
/** Answers younger than this are left alone (the app's stale time). */
const FRESH_MS = 10 * 60 * 1000;

self.addEventListener('periodicsync', (event) => {
  if (event.tag === PERIODIC_REFRESH_TAG) event.waitUntil(refreshCachedAnswers());
});

async function refreshCachedAnswers() {
  const cache = await caches.open(API_CACHE_NAME);
  for (const request of await cache.keys()) {
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
