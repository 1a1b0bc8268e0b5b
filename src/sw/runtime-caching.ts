import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { apiConfig } from '../api/config';
import { tileUrlPattern } from '../lib/tiles';
import { API_CACHE_NAME, CATALOGUE_CACHE_NAME, MAP_CODE_CACHE_NAME, MAP_TILES_CACHE_NAME } from '../offline/cache-names';
import { MAP_TILE_URL } from '../offline/map-tile-url';
import { CATALOGUE_CHUNK } from '../offline/offline-catalogues';
import { replayMarker } from './replay-marker';
import { MAP_CHUNK, weatherApiRoute } from './routes';

const DAY_SECONDS = 24 * 60 * 60;
const WEEK_SECONDS = 7 * DAY_SECONDS;

/** What the worker caches as the app runs, for the origins the build is configured with. */
export function registerRuntimeCaching(): void {
  registerRoute(
    weatherApiRoute(apiConfig.weatherBaseUrl),
    new NetworkFirst({
      cacheName: API_CACHE_NAME,
      networkTimeoutSeconds: 4,
      plugins: [
        new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: WEEK_SECONDS, purgeOnQuotaError: true }),
        new CacheableResponsePlugin({ statuses: [200] }),
        // After the expiration plugin, which may still turn a too-old copy away.
        replayMarker,
      ],
    }),
    'GET',
  );
  // The map's code once shown: hashed names never change, so cache first. Like the words below,
  // a few kilobytes the app needs offline: a full device purges the tiles and answers, not these.
  registerRoute(
    MAP_CHUNK,
    new CacheFirst({
      cacheName: MAP_CODE_CACHE_NAME,
      plugins: [new ExpirationPlugin({ maxEntries: 4 }), new CacheableResponsePlugin({ statuses: [200] })],
    }),
  );
  // The chosen languages' words (never precached: only one is wanted), kept for every start offline.
  registerRoute(
    CATALOGUE_CHUNK,
    new CacheFirst({
      cacheName: CATALOGUE_CACHE_NAME,
      plugins: [new ExpirationPlugin({ maxEntries: 8 }), new CacheableResponsePlugin({ statuses: [200] })],
    }),
  );
  // The tiles the person has viewed, bounded as the tile usage policy asks; misses go to the network.
  registerRoute(
    tileUrlPattern(MAP_TILE_URL),
    new CacheFirst({
      cacheName: MAP_TILES_CACHE_NAME,
      plugins: [
        new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true }),
        new CacheableResponsePlugin({ statuses: [200] }),
      ],
    }),
  );
}
