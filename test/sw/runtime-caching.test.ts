import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { RouteMatchCallback } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { quotaErrorCallbacks } from 'workbox-core/models/quotaErrorCallbacks.js';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, type Strategy } from 'workbox-strategies';
import { API_CACHE_NAME, CATALOGUE_CACHE_NAME, MAP_CODE_CACHE_NAME, MAP_TILES_CACHE_NAME } from '../../src/offline/cache-names';
import { replayMarker } from '../../src/sw/replay-marker';
import { registerRuntimeCaching } from '../../src/sw/runtime-caching';
import { matchesRoute } from '../support/workbox-route';

// Workbox reads the worker's global scope as it loads; Node has none.
vi.hoisted(() => Object.assign(globalThis, { self: globalThis }));
vi.mock('workbox-routing', () => ({ registerRoute: vi.fn() }));

const APP = 'https://skycache.example';
type Route = { match: RegExp | RouteMatchCallback; strategy: Strategy };
let routes: Route[] = [];

beforeAll(() => {
  registerRuntimeCaching();
  routes = vi.mocked(registerRoute).mock.calls.map(([match, strategy]) => ({ match, strategy }) as Route);
});

/** The route Workbox would pick for a GET of `href`. */
const routeFor = (href: string) => routes.find(({ match }) => matchesRoute(match, href, APP));

describe('the service worker\'s runtime caching', () => {
  it('asks the network first for the weather API, keeping its answers in the cache people already have, marked when replayed after the expiration check', () => {
    const api = routeFor(`${APP}/api/py/weather?lat=47.3769&lon=8.5417`)?.strategy;
    expect(api).toBeInstanceOf(NetworkFirst);
    expect(api?.cacheName).toBe(API_CACHE_NAME);
    expect(api?.plugins.map((plugin) => plugin.constructor)).toEqual([ExpirationPlugin, CacheableResponsePlugin, Object]);
    expect(api?.plugins.at(-1)).toBe(replayMarker);
  });

  it('caches the map\'s code and the viewed tiles first from the cache, each in its own cache', () => {
    const code = routeFor(`${APP}/assets/leaflet-map-AbC123.js`)?.strategy;
    const tile = routeFor('https://tile.openstreetmap.org/3/4/2.png')?.strategy;
    expect(code).toBeInstanceOf(CacheFirst);
    expect(code?.cacheName).toBe(MAP_CODE_CACHE_NAME);
    expect(tile).toBeInstanceOf(CacheFirst);
    expect(tile?.cacheName).toBe(MAP_TILES_CACHE_NAME);
  });

  it('keeps a language\'s catalogue once loaded, first from the cache, apart from the app\'s other code', () => {
    const catalogue = routeFor(`${APP}/assets/catalogue-pt-BR-Xy_9z-1.js`)?.strategy;
    expect(catalogue).toBeInstanceOf(CacheFirst);
    expect(catalogue?.cacheName).toBe(CATALOGUE_CACHE_NAME);
    expect(routeFor(`${APP}/assets/home-AbC123.js`)).toBeUndefined();
  });

  it('on a full device purges the viewed tiles and the API answers, never the language\'s words or the map\'s code', async () => {
    const purged: string[] = [];
    const purge = vi.spyOn(ExpirationPlugin.prototype, 'deleteCacheAndMetadata').mockImplementation(async function (this: ExpirationPlugin) {
      const owner = routes.find(({ strategy }) => strategy.plugins.includes(this));
      purged.push(owner?.strategy.cacheName ?? 'unknown');
    });
    // What Workbox runs when a cache write meets QuotaExceededError.
    for (const callback of quotaErrorCallbacks) await (callback as () => Promise<void>)();
    purge.mockRestore();
    expect(purged.sort()).toEqual([API_CACHE_NAME, MAP_TILES_CACHE_NAME].sort());
  });

  it('leaves other requests to the network', () => {
    expect(routeFor(`${APP}/sandbox/plants`)).toBeUndefined();
    expect(routeFor('https://elsewhere.example/api/py/weather')).toBeUndefined();
  });
});
