import { airQualityEndpoint } from '../api/endpoints/air-quality';
import { weatherEndpointWith } from '../api/endpoints/weather';
import type { ApiResult } from '../api/client';
import { roundPoint } from '../lib/coordinates';
import { QUERY_CACHE_KEY } from '../offline/db-schema';
import type { SavedPlace } from '../offline/saved-places-document';
import { airReading } from '../offline/warning-notifications/air-reading';
import { readNotificationLanguage } from '../offline/warning-notifications/notification-language';
import { notifyNewWarnings, type PlaceWeather } from '../offline/warning-notifications/notify-new-warnings';
import { cachedAnswer } from './cached-answers';
import { persistedAnswer } from './persisted-answers';
import { readSavedPlaces, withAppDb } from './stored-data';
import { speakInWorker } from './worker-words';

/** After a background refresh: checks saved places' warnings on the newer of cached and persisted answers. */
export function checkWarnings(registration: Pick<ServiceWorkerRegistration, 'showNotification'>): Promise<number | undefined> {
  return withAppDb(async (db) => {
    const stored: unknown = await db.get('query-cache', QUERY_CACHE_KEY);
    const places = await Promise.all((await readSavedPlaces(db)).map((place) => placeWeather(place, stored)));
    speakInWorker(await readNotificationLanguage(db));
    return notifyNewWarnings({ db, places, now: Date.now(), show: ({ title, options }) => registration.showNotification(title, options) });
  });
}

/** No zone boundaries in the worker: a cached answer without a zone fails, and the page's persisted copy stands. */
const weatherEndpoint = weatherEndpointWith(() => Promise.reject(new Error('No time-zone lookup in the service worker')));

type Answer<T> = Pick<ApiResult<T>, 'data' | 'fetchedAt'>;
const newer = <T>(a: Answer<T> | undefined, b: Answer<T> | undefined) => (a && b ? (a.fetchedAt >= b.fetchedAt ? a : b) : (a ?? b));

async function placeWeather(place: SavedPlace, stored: unknown): Promise<PlaceWeather> {
  const point = roundPoint({ lat: place.lat, lon: place.lon });
  const [forecast, air] = await Promise.all([
    cachedAnswer(weatherEndpoint, point).then((answer) => newer(answer, persistedAnswer(stored, weatherEndpoint, point))),
    cachedAnswer(airQualityEndpoint, point).then((answer) => newer(answer, persistedAnswer(stored, airQualityEndpoint, point))),
  ]);
  return { place, forecast: forecast?.data, air: air && airReading(air) };
}
