import { airQualityEndpoint } from '../api/endpoints/air-quality';
import { weatherEndpoint } from '../api/endpoints/weather';
import { roundPoint } from '../lib/coordinates';
import type { SavedPlace } from '../offline/saved-places-document';
import { airReading } from '../offline/warning-notifications/air-reading';
import { notifyNewWarnings, type PlaceWeather } from '../offline/warning-notifications/notify-new-warnings';
import { cachedAnswer } from './cached-answers';
import { readSavedPlaces, withAppDb } from './stored-data';

/**
 * The worker's warning check, after a background refresh: over every saved place's forecast and
 * air quality as its API cache now holds them (the answers the refresh just fetched).
 */
export function checkWarnings(registration: Pick<ServiceWorkerRegistration, 'showNotification'>): Promise<number | undefined> {
  return withAppDb(async (db) => {
    const places = await Promise.all((await readSavedPlaces(db)).map(placeWeather));
    return notifyNewWarnings({ db, places, now: Date.now(), show: ({ title, options }) => registration.showNotification(title, options) });
  });
}

async function placeWeather(place: SavedPlace): Promise<PlaceWeather> {
  const { lat, lon } = roundPoint(place);
  const [forecast, air] = await Promise.all([cachedAnswer(weatherEndpoint, { lat, lon }), cachedAnswer(airQualityEndpoint, { lat, lon })]);
  return { place, forecast: forecast?.data, air: air && airReading(air) };
}
