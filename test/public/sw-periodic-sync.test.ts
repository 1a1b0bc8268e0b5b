import 'fake-indexeddb/auto';
import { readFile } from 'node:fs/promises';
import { createContext, runInContext } from 'node:vm';
import { beforeEach, describe, expect, it } from 'vitest';
import { SAVED_PLACES_KEY } from '../../src/features/places/saved-places';
import { roundPoint } from '../../src/lib/coordinates';
import { API_CACHE_NAME } from '../../src/offline/cache-names';
import { DB_NAME, writeKv } from '../../src/offline/db';
import { PERIODIC_REFRESH_TAG } from '../../src/offline/periodic-refresh';
import { resetAppDb } from '../support/app-db';

const ORIGIN = 'https://skycache.example';
const HOUR = 3_600_000;
const zurich = { slug: 'zurich', name: 'Zürich', lat: 47.376_89, lon: 8.541_72 };
const point = { name: 'A point', lat: 10.000_04, lon: 20.000_04 };

/** The service worker's API cache, as much of it as the script uses. */
class FakeCache {
  readonly entries = new Map<string, Response>();
  keys() {
    return Promise.resolve([...this.entries.keys()].map((url) => new Request(url)));
  }
  match(request: Request) {
    return Promise.resolve(this.entries.get(request.url)?.clone());
  }
  put(request: Request, response: Response) {
    this.entries.set(request.url, response);
    return Promise.resolve();
  }
}

/** Runs public/sw-periodic-sync.js as the service worker would, with `cached` URLs answered `age` ago; returns the URLs it fetched. */
async function runPeriodicSync(cached: Record<string, number>, tag = PERIODIC_REFRESH_TAG): Promise<string[]> {
  const cache = new FakeCache();
  for (const [path, age] of Object.entries(cached)) {
    cache.entries.set(`${ORIGIN}${path}`, new Response('{}', { headers: { Date: new Date(Date.now() - age).toUTCString() } }));
  }
  const fetched: string[] = [];
  const listeners = new Map<string, (event: unknown) => void>();
  const context = createContext({
    self: { addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener) },
    caches: { open: (name: string) => Promise.resolve(name === API_CACHE_NAME ? cache : new FakeCache()) },
    fetch: (request: Request) => {
      fetched.push(request.url.slice(ORIGIN.length));
      return Promise.resolve(new Response('{}', { headers: { Date: new Date().toUTCString() } }));
    },
    indexedDB,
    URL,
    Response,
    // The worker reads the same clock as the page (and as the test, when it is moved).
    Date,
  });
  runInContext(await readFile('public/sw-periodic-sync.js', 'utf8'), context);
  let done: Promise<unknown> = Promise.resolve();
  listeners.get('periodicsync')?.({ tag, waitUntil: (promise: Promise<unknown>) => (done = promise) });
  await done;
  return fetched;
}

const url = (path: string, params: Record<string, string | number>) => `${path}?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString()}`;

beforeEach(() => resetAppDb());

describe('the background refresh', () => {
  it('refreshes the stale answers about saved places and the home card, not other places, searches or fresh answers', async () => {
    await writeKv(SAVED_PLACES_KEY, [zurich, point]);
    const zurichPoint = roundPoint(zurich);
    const stale = 2 * HOUR;
    const wanted = [
      url('/api/py/weather', { lat: zurichPoint.lat, lon: zurichPoint.lon }),
      url('/api/py/air-quality', roundPoint(point)),
      url('/api/embed/current', { slug: 'zurich' }),
      url('/api/py/locations', { slug: 'zurich' }),
      '/api/embed/current',
    ];
    const fetched = await runPeriodicSync({
      ...Object.fromEntries(wanted.map((path) => [path, stale])),
      [url('/api/py/weather', { lat: 48.8566, lon: 2.3522 })]: stale,
      [url('/api/embed/current', { slug: 'paris' })]: stale,
      [url('/api/py/search', { q: 'zur' })]: stale,
      [url('/api/py/airports/nearest', { ...zurichPoint, count: 5 })]: 60_000,
    });
    expect(fetched.sort()).toEqual(wanted.sort());
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
