import { languageOf } from '../../i18n/languages';
import { activeIntlLocale, activeLanguage, t } from '../../i18n/translate';
import { placeClock } from '../../lib/local-time';
import { placePath } from '../../lib/place';
import type { UnitPreferences } from '../../lib/units';
import { warningDetails, warningTitle } from '../../lib/weather-warnings/warning-words';
import type { WeatherWarning } from '../../lib/weather-warnings/warning';
import { savedPlaceId, type SavedPlace } from '../saved-places-document';
import { toldKey } from './told-warnings';

/** What a warning notification carries, for the worker's click and close handlers. */
export interface WarningNotificationData {
  /** The place's screen, opened by a tap. */
  url: string;
  /** The told-warnings record to mark dismissed. */
  told: string;
}

export interface WarningNotification {
  title: string;
  /** `renotify` is not in TypeScript's DOM library: a more severe warning replaces the last one with a sound. */
  options: NotificationOptions & { renotify?: boolean; data: WarningNotificationData };
}

interface Context {
  place: SavedPlace;
  warning: WeatherWarning;
  /** The place's zone, from its forecast. */
  zone: { timezone: string; utc_offset_seconds: number };
  now: number;
  units: UnitPreferences;
  locale?: string;
}

/** One notification per hazard and place; the tag leaves out severity, so a worse one replaces it. */
export function warningNotification({ place, warning, zone, now, units, locale = activeIntlLocale() }: Context): WarningNotification {
  const words = { kind: warningTitle(warning.kind), place: place.name };
  const details = warningDetails(warning, { clock: placeClock(zone.timezone, zone.utc_offset_seconds), now, units, locale });
  const language = activeLanguage();
  return {
    title: warning.severity === 'severe' ? t('warnings.notification.severeTitle', words) : t('warnings.notification.title', words),
    options: {
      body: details.charAt(0).toLocaleUpperCase(locale) + details.slice(1),
      tag: `${placePath(place)} ${warning.kind}:${warning.onsetDate}`,
      renotify: true,
      icon: '/pwa-192x192.png',
      lang: language,
      dir: languageOf(language).dir,
      data: { url: placePath(place), told: toldKey({ place: savedPlaceId(place), warning: warning.id }) },
    },
  };
}
