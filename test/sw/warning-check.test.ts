import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchEndpoint } from '../../src/api/client';
import { apiConfig, resolveApiUrl } from '../../src/api/config';
import { weatherEndpoint } from '../../src/api/endpoints/weather';
import { roundPoint } from '../../src/lib/coordinates';
import { API_CACHE_NAME } from '../../src/offline/cache-names';
import { openAppDb, writeKv } from '../../src/offline/db';
import { QUERY_CACHE_KEY } from '../../src/offline/db-schema';
import { SAVED_PLACES_KEY } from '../../src/offline/saved-places-document';
import { NOTIFICATION_LANGUAGE_KEY } from '../../src/offline/warning-notifications/notification-language';
import { NOTIFICATIONS_SETTING_KEY } from '../../src/offline/warning-notifications/notification-setting';
import { checkWarnings } from '../../src/sw/warning-check';
import { speakInWorker } from '../../src/sw/worker-words';
import { resetAppDb } from '../support/app-db';
import { FakeCache } from '../support/fake-cache';

const zurich = { slug: 'zurich', name: 'Zürich', lat: 47.376_89, lon: 8.541_72 };
const point = roundPoint({ lat: zurich.lat, lon: zurich.lon });
const GALE = 120;

type Gusts = { hourly: { wind_gusts_10m: (number | null)[] }; daily: { wind_gusts_10m_max: (number | null)[] } };
/** A severe gale all week, whatever the season brings besides. */
function withGale<T extends Gusts>(forecast: T): T {
  forecast.hourly.wind_gusts_10m = forecast.hourly.wind_gusts_10m.map(() => GALE);
  forecast.daily.wind_gusts_10m_max = forecast.daily.wind_gusts_10m_max.map(() => GALE);
  return forecast;
}

/** The page's persisted query cache holding Zürich's forecast, with the gale, as the page stores it. */
async function persistGaleForecast(): Promise<void> {
  const answer = await fetchEndpoint(weatherEndpoint, point);
  const query = { queryKey: ['forecast', 'point', point], queryHash: 'h', state: { status: 'success', dataUpdatedAt: Date.now(), data: { ...answer, data: withGale(answer.data) } } };
  const stored = { timestamp: Date.now(), buster: 'x', clientState: { mutations: [], queries: [query] } };
  await (await openAppDb()).put('query-cache', stored as never, QUERY_CACHE_KEY);
}

let apiCache: FakeCache;
/** What the worker showed, by title. */
async function check(): Promise<string[]> {
  const shown: string[] = [];
  await checkWarnings({ showNotification: (title: string) => Promise.resolve(void shown.push(title)) });
  return shown;
}

beforeEach(async () => {
  apiCache = new FakeCache();
  vi.stubGlobal('caches', { open: (name: string) => Promise.resolve(name === API_CACHE_NAME ? apiCache : new FakeCache()) });
  vi.stubGlobal('Notification', { permission: 'granted' });
  await writeKv(SAVED_PLACES_KEY, [zurich]);
  await writeKv(NOTIFICATIONS_SETTING_KEY, true);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await resetAppDb();
  // The worker's language is the module's: back to the page's English for the next test.
  speakInWorker('en');
});

describe('the service worker\'s warning check', () => {
  it('warns from the forecast its API cache holds for a saved place, once', async () => {
    const url = resolveApiUrl(apiConfig.weatherBaseUrl, weatherEndpoint.path, point);
    const wire = withGale((await (await fetch(url)).json()) as Gusts);
    apiCache.entries.set(url.href, new Response(JSON.stringify(wire), { headers: { 'Content-Type': 'application/json', Date: new Date().toUTCString() } }));
    expect(await check()).toContain('Severe warning: Strong wind in Zürich');
    expect(await check()).toEqual([]);
  });

  it('warns from the page\'s persisted forecast when its API cache has none', async () => {
    await persistGaleForecast();
    expect(await check()).toContain('Severe warning: Strong wind in Zürich');
  });

  it('reads the page\'s persisted forecast where its cached answer names no zone (the real service\'s), having no zone lookup of its own', async () => {
    const url = resolveApiUrl(apiConfig.weatherBaseUrl, weatherEndpoint.path, point);
    const unnamed = (await (await fetch(url)).json()) as Gusts & { timezone?: string };
    delete unnamed.timezone;
    apiCache.entries.set(url.href, new Response(JSON.stringify(unnamed), { headers: { 'Content-Type': 'application/json', Date: new Date().toUTCString() } }));
    await persistGaleForecast();
    expect(await check()).toContain('Severe warning: Strong wind in Zürich');
  });

  it('speaks the language the page last spoke, in the title and the body, with no page open', async () => {
    await writeKv(NOTIFICATION_LANGUAGE_KEY, 'fr');
    await persistGaleForecast();
    const shown: { title: string; options?: NotificationOptions }[] = [];
    await checkWarnings({ showNotification: (title: string, options?: NotificationOptions) => Promise.resolve(void shown.push({ title, options })) });
    const gale = shown.find(({ title }) => title.includes('Zürich'));
    expect(gale?.title).toBe('Alerte grave\u202f: Vent fort à Zürich');
    expect(gale?.options?.body).toMatch(/^Maintenant, pendant \d+ jours, rafales jusqu’à /);
    expect(gale?.options?.lang).toBe('fr');
  });

  it('writes Arabic right to left, and English when the page never said', async () => {
    await writeKv(NOTIFICATION_LANGUAGE_KEY, 'ar');
    await persistGaleForecast();
    expect(await check()).toContain('تحذير شديد: رياح قوية في Zürich');
    await resetAppDb();
    await writeKv(SAVED_PLACES_KEY, [zurich]);
    await writeKv(NOTIFICATIONS_SETTING_KEY, true);
    await persistGaleForecast();
    expect(await check()).toContain('Severe warning: Strong wind in Zürich');
  });

  it('shows nothing for a person who did not ask for warnings', async () => {
    await writeKv(NOTIFICATIONS_SETTING_KEY, false);
    await persistGaleForecast();
    expect(await check()).toEqual([]);
  });
});
