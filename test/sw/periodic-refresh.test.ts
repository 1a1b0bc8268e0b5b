import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { roundPoint } from '../../src/lib/coordinates';
import { API_CACHE_NAME } from '../../src/offline/cache-names';
import { writeKv } from '../../src/offline/db';
import { DB_NAME } from '../../src/offline/db-schema';
import { PERIODIC_REFRESH_TAG } from '../../src/offline/periodic-refresh';
import { SAVED_PLACES_KEY } from '../../src/offline/saved-places-document';
import { onPeriodicSync } from '../../src/sw/periodic-refresh';
import type { PeriodicSyncEvent } from '../../src/sw/worker-events';
import { resetAppDb } from '../support/app-db';
import { FakeCache } from '../support/fake-cache';

const ORIGIN = 'https://skycache.example';
const HOUR = 3_600_000;
const zurich = { slug: 'zurich', name: 'Zürich', lat: 47.376_89, lon: 8.541_72 };
const point = { name: 'A point', lat: 10.000_04, lon: 20.000_04 };
const bern = { slug: 'bern', name: 'Bern', lat: 46.948_09, lon: 7.447_44 };

/** Runs the worker's periodicsync handler with `cached` URLs answered `age` ago; returns the URLs it fetched. */
async function runPeriodicSync(cached: Record<string, number>, tag = PERIODIC_REFRESH_TAG): Promise<string[]> {
  const cache = new FakeCache();
  for (const [path, age] of Object.entries(cached)) {
    cache.entries.set(`${ORIGIN}${path}`, new Response('{}', { headers: { Date: new Date(Date.now() - age).toUTCString() } }));
  }
  const fetched: string[] = [];
  vi.stubGlobal('caches', { open: (name: string) => Promise.resolve(name === API_CACHE_NAME ? cache : new FakeCache()) });
  vi.stubGlobal('fetch', (request: Request) => {
    fetched.push(request.url.slice(ORIGIN.length));
    return Promise.resolve(new Response('{}', { headers: { Date: new Date().toUTCString() } }));
  });
  let done: Promise<unknown> = Promise.resolve();
  onPeriodicSync({ tag, waitUntil: (promise: Promise<unknown>) => (done = promise) } as unknown as PeriodicSyncEvent, { showNotification: () => Promise.resolve() });
  await done;
  return fetched;
}

const url = (path: string, params: Record<string, string | number>) => `${path}?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString()}`;

beforeEach(() => resetAppDb());
afterEach(() => vi.unstubAllGlobals());

describe('the background refresh', () => {
  it('refreshes the answers about saved places and the home card past their freshness, not other places, searches or fresh answers', async () => {
    await writeKv(SAVED_PLACES_KEY, [zurich, point, bern]);
    const zurichPoint = roundPoint(zurich);
    const stale = 2 * HOUR;
    const wanted = [
      url('/api/py/weather', { lat: zurichPoint.lat, lon: zurichPoint.lon }),
      url('/api/py/airquality', roundPoint(point)),
      url('/api/embed/current', { slug: 'zurich' }),
      '/api/embed/current',
    ];
    const fetched = await runPeriodicSync({
      ...Object.fromEntries(wanted.map((path) => [path, stale])),
      // A week and a day old, a place's details are asked again.
      [url('/api/py/locations', { slug: 'zurich' })]: 8 * 24 * HOUR,
      // A saved place's details stay fresh for days: two hours old, they are left alone.
      [url('/api/py/locations', { slug: 'bern' })]: stale,
      [url('/api/py/weather', { lat: 48.8566, lon: 2.3522 })]: stale,
      [url('/api/embed/current', { slug: 'paris' })]: stale,
      [url('/api/py/search', { q: 'zur' })]: stale,
      [url('/api/py/airports/nearest', { ...zurichPoint, count: 5 })]: 60_000,
    });
    expect(fetched.sort()).toEqual([...wanted, url('/api/py/locations', { slug: 'zurich' })].sort());
  });

  it('answers only its own tag', async () => {
    expect(await runPeriodicSync({ '/api/embed/current': 2 * HOUR }, 'something-else')).toEqual([]);
  });

  it('without a database, refreshes nothing about places and creates no database', async () => {
    const fetched = await runPeriodicSync({ [url('/api/py/weather', { lat: 1, lon: 2 })]: 2 * HOUR, '/api/embed/current': 2 * HOUR });
    expect(fetched).toEqual(['/api/embed/current']);
    expect((await indexedDB.databases()).map(({ name }) => name)).not.toContain(DB_NAME);
  });
});
