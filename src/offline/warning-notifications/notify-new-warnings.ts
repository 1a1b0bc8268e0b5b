import type { IDBPDatabase } from 'idb';
import { forecastWarnings, type AirReading, type WarningForecast } from '../../lib/weather-warnings/forecast-warnings';
import type { AppDbSchema } from '../db-schema';
import type { SavedPlace } from '../saved-places-document';
import { localeUnitDefaults, parseUnits, UNITS_SETTING_KEY } from '../units-document';
import { warningsToTell } from './new-warnings';
import { mayNotify, NOTIFICATIONS_SETTING_KEY } from './notification-setting';
import { forgetTold, tellOnce } from './told-warnings';
import { warningNotification, type WarningNotification } from './warning-notification';

/** What is known of a saved place's weather: its forecast and its air-quality reading, where downloaded. */
export interface PlaceWeather {
  place: SavedPlace;
  forecast?: WarningForecast;
  air?: AirReading;
}

export interface WarningCheck {
  db: IDBPDatabase<AppDbSchema>;
  places: readonly PlaceWeather[];
  /** `registration.showNotification`, in the page and in the service worker alike. */
  show: (notification: WarningNotification) => Promise<void>;
  now: number;
}

/** Notifies untold warnings if allowed; returns the count. A refused one stays untold and its error is rethrown. */
export async function notifyNewWarnings({ db, places, show, now }: WarningCheck): Promise<number> {
  if (!mayNotify(await db.get('kv', NOTIFICATIONS_SETTING_KEY))) return 0;
  const units = parseUnits(await db.get('kv', UNITS_SETTING_KEY)) ?? localeUnitDefaults;
  const found = places.flatMap(({ place, forecast, air }) => (forecast ? [{ place, forecast, warnings: forecastWarnings(forecast, { now, air }) }] : []));
  const chosen = await tellOnce(db, now, (told) => warningsToTell(found, told));
  let shown = 0;
  let refused: unknown;
  for (const told of chosen) {
    const zone = found.find((entry) => entry.place === told.about)?.forecast;
    if (!zone) continue;
    try {
      await show(warningNotification({ place: told.about, warning: told.details, zone, now, units }));
      shown += 1;
    } catch (error) {
      // Never shown (the browser refused it): not told either, so the next check tries again.
      await forgetTold(db, told);
      refused ??= error;
    }
  }
  if (refused !== undefined) throw refused;
  return shown;
}
