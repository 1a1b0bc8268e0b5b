import type { VitePWAOptions } from 'vite-plugin-pwa';
import type { OriginSettings } from './scripts/security-headers.ts';
import { DEFAULT_PLANTS_BASE_URL, DEFAULT_WEATHER_BASE_URL } from './src/api/default-base-urls.ts';
import { REPLAYED_HEADER } from './src/api/replayed-header.ts';
import { DEFAULT_TILE_URL, tileUrlPattern } from './src/lib/tiles.ts';
import { API_CACHE_NAME, MAP_TILES_CACHE_NAME } from './src/offline/cache-names.ts';

type UrlPattern = NonNullable<NonNullable<VitePWAOptions['workbox']>['runtimeCaching']>[number]['urlPattern'];

const DAY_SECONDS = 24 * 60 * 60;
const WEEK_SECONDS = 7 * DAY_SECONDS;
/** The lazily loaded map chunk (Leaflet and its CSS): not precached, so the home screen never downloads it. */
const MAP_CHUNK = /\/assets\/leaflet-map-[\w-]+\.(?:js|css)$/;

const isAbsolute = (url: string) => /^https?:\/\//i.test(url);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** A path under a same-origin base ("", "/weather"), as the browser resolves it. */
function sameOriginPath(base: string, path = '/'): string {
  return new URL(`${base.replace(/\/$/, '')}${path}`, 'http://app.invalid').pathname;
}

/**
 * Requests to the weather API at VITE_API_BASE_URL, and nothing else: an absolute base
 * matches from the start of the URL (Workbox takes a cross-origin match only there); a
 * same-origin base matches the app's own origin alone. generateSW writes a route function
 * into sw.js as source text, closures lost, so the prefix is written into the function's source.
 */
export function weatherApiRoute(base: string): UrlPattern {
  if (isAbsolute(base)) return new RegExp(`^${escapeRegExp(`${base.replace(/\/$/, '')}/api/`)}`);
  const prefix = JSON.stringify(sameOriginPath(base, '/api/'));
  return new Function('{ url, sameOrigin }', `return sameOrigin && url.pathname.startsWith(${prefix});`) as UrlPattern;
}

type WorkboxPlugin = NonNullable<NonNullable<NonNullable<VitePWAOptions['workbox']>['runtimeCaching']>[number]['options']>['plugins'];

/**
 * Marks an API answer the NetworkFirst route serves from its cache (the network failed or took
 * longer than its timeout) with REPLAYED_HEADER, so the page knows the service did not answer.
 * Date and the other kept headers stay as the service sent them, so the age stays the real one.
 * The new response lists every header it carries as exposed, and allows the app's origin, so a
 * cross-origin API's replay reads the same. generateSW writes the function into sw.js as source
 * text, closures lost, so the header's name is written into that source.
 */
export function replayMarker(): NonNullable<WorkboxPlugin>[number] {
  const name = JSON.stringify(REPLAYED_HEADER);
  const mark = new Function(
    '{ cachedResponse }',
    `if (!cachedResponse) return cachedResponse;
    const headers = new Headers(cachedResponse.headers);
    headers.set(${name}, '1');
    headers.set('Access-Control-Expose-Headers', [...headers.keys()].join(', '));
    if (cachedResponse.type === 'cors') headers.set('Access-Control-Allow-Origin', self.location.origin);
    return cachedResponse.blob().then((body) => new Response(body, { status: cachedResponse.status, statusText: cachedResponse.statusText, headers }));`,
  ) as NonNullable<NonNullable<WorkboxPlugin>[number]['cachedResponseWillBeUsed']>;
  return { cachedResponseWillBeUsed: mark };
}

/** Same-origin paths the app shell must never answer for a navigation (the API's, the plant store's). */
export function navigationDenylist(weatherBase: string, plantsBase: string): RegExp[] {
  const paths = [
    ...(isAbsolute(weatherBase) ? [] : [sameOriginPath(weatherBase, '/api/')]),
    ...(isAbsolute(plantsBase) ? [] : [`${sameOriginPath(plantsBase).replace(/\/$/, '')}/`]),
  ];
  return paths.map((path) => new RegExp(`^${escapeRegExp(path)}`));
}

/** Everything the service worker does, for the API and plant-store origins the build is configured with. */
export function pwaOptions(env: OriginSettings): Partial<VitePWAOptions> {
  const weatherBase = env.VITE_API_BASE_URL ?? DEFAULT_WEATHER_BASE_URL;
  const plantsBase = env.VITE_PLANTS_BASE_URL ?? DEFAULT_PLANTS_BASE_URL;
  return withMapCaching(appCaching(weatherApiRoute(weatherBase), navigationDenylist(weatherBase, plantsBase)), env.VITE_TILE_URL || undefined);
}

function appCaching(apiRoute: UrlPattern, denylist: RegExp[]): Partial<VitePWAOptions> {
  return {
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
      // The splash matches the light page background (--bg in src/app/base.css), the scheme most devices open in.
      background_color: '#f4f6f9',
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
      navigateFallbackDenylist: denylist,
      cleanupOutdatedCaches: true,
      // Generated code: no map to serve or to hide.
      sourcemap: false,
      // The first install controls the open page at once, so its API answers get cached too.
      clientsClaim: true,
      runtimeCaching: [
        {
          urlPattern: apiRoute,
          method: 'GET',
          handler: 'NetworkFirst',
          options: {
            cacheName: API_CACHE_NAME,
            networkTimeoutSeconds: 4,
            expiration: { maxEntries: 300, maxAgeSeconds: WEEK_SECONDS, purgeOnQuotaError: true },
            cacheableResponse: { statuses: [200] },
            // After the expiration plugin, which may still turn a too-old copy away.
            plugins: [replayMarker()],
          },
        },
      ],
    },
  };
}

/**
 * Adds the map's caches: its code once shown (hashed names never change, so cache first), and
 * the tiles the person has viewed (bounded, as the tile usage policy asks; misses go to the network).
 */
function withMapCaching(options: Partial<VitePWAOptions>, tileUrl = DEFAULT_TILE_URL): Partial<VitePWAOptions> {
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
            cacheName: MAP_TILES_CACHE_NAME,
            expiration: { maxEntries: 400, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true },
            cacheableResponse: { statuses: [200] },
          },
        },
      ],
    },
  };
}
