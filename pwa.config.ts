import type { VitePWAOptions } from 'vite-plugin-pwa';
import { DEFAULT_TILE_URL, tileUrlPattern } from './src/lib/tiles';
import { API_CACHE_NAME } from './src/offline/cache-names';

const DAY_SECONDS = 24 * 60 * 60;
const WEEK_SECONDS = 7 * DAY_SECONDS;
/** The lazily loaded map chunk (Leaflet and its CSS): not precached, so the home screen never downloads it. */
const MAP_CHUNK = /\/assets\/leaflet-map-[\w-]+\.(?:js|css)$/;

/** API paths, whatever origin VITE_API_BASE_URL puts them on. */
const isApiRequest = ({ url }: { url: URL }) => url.pathname.startsWith('/api/');

export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'generateSW',
  // A new version waits for the person's "Reload", so no half-filled form is lost.
  registerType: 'prompt',
  injectRegister: false,
  includeAssets: ['favicon.svg', 'robots.txt', 'apple-touch-icon-180x180.png'],
  manifest: {
    name: 'Skycache Weather',
    short_name: 'Skycache',
    description: 'Offline-first weather: forecasts, nowcast, air quality and airports that keep working without a network.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#0b5cad',
    background_color: '#0f1318',
    icons: [
      { src: 'pwa-192x192.png', sizes: '192x192', type: 'image/png' },
      { src: 'pwa-512x512.png', sizes: '512x512', type: 'image/png' },
      { src: 'maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    globIgnores: ['**/leaflet-map-*', 'sw-periodic-sync.js'],
    // Background refresh of the cached answers (public/sw-periodic-sync.js): a small handler
    // added to the generated worker, rather than moving to injectManifest for one event.
    importScripts: ['sw-periodic-sync.js'],
    navigateFallback: 'index.html',
    navigateFallbackDenylist: [/^\/api\//, /^\/sandbox\//],
    cleanupOutdatedCaches: true,
    // Generated code: no map to serve or to hide.
    sourcemap: false,
    // The first install controls the open page at once, so its API answers get cached too.
    clientsClaim: true,
    runtimeCaching: [
      {
        urlPattern: isApiRequest,
        method: 'GET',
        handler: 'NetworkFirst',
        options: {
          cacheName: API_CACHE_NAME,
          networkTimeoutSeconds: 4,
          expiration: { maxEntries: 300, maxAgeSeconds: WEEK_SECONDS, purgeOnQuotaError: true },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  },
};

/**
 * Adds the map's caches: its code once shown (hashed names never change, so cache first), and
 * the tiles the person has viewed (bounded, as the tile usage policy asks; misses go to the network).
 */
export function withMapCaching(options: Partial<VitePWAOptions>, tileUrl = DEFAULT_TILE_URL): Partial<VitePWAOptions> {
  return {
    ...options,
    workbox: {
      ...options.workbox,
      runtimeCaching: [
        ...(options.workbox?.runtimeCaching ?? []),
        {
          urlPattern: MAP_CHUNK,
          handler: 'CacheFirst',
          options: {
            cacheName: 'map-code',
            expiration: { maxEntries: 4, purgeOnQuotaError: true },
            cacheableResponse: { statuses: [200] },
          },
        },
        {
          urlPattern: tileUrlPattern(tileUrl),
          handler: 'CacheFirst',
          options: {
            cacheName: 'map-tiles',
            expiration: { maxEntries: 400, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true },
            cacheableResponse: { statuses: [200] },
          },
        },
      ],
    },
  };
}
