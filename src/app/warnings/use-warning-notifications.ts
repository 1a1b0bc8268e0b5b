import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { airQualityQueryOptions } from '../../features/air-quality/api/get-air-quality';
import { weatherQueryOptions } from '../../features/forecast/api/get-weather';
import { useSavedPlaces } from '../../features/places/use-saved-places';
import { useWarningNotificationsSetting } from '../../features/settings/use-warning-notifications-setting';
import { activeLanguage, subscribeToLanguage } from '../../i18n/i18n';
import type { LanguageCode } from '../../i18n/languages';
import { openAppDb } from '../../offline/db';
import type { SavedPlace } from '../../offline/saved-places-document';

/** A burst of answers (the saved places' refresh, three at a time) is checked once, after it. */
const SETTLE_MS = 1000;

/** If asked for, checks saved places' cached answers on open and after answers arrive; notifies each new warning once. */
export function useWarningNotifications(): void {
  const client = useQueryClient();
  const { places } = useSavedPlaces();
  const [enabled] = useWarningNotificationsSetting();
  // A new language is checked in at once, so the worker's next notification speaks it.
  const language = useSyncExternalStore(subscribeToLanguage, activeLanguage, activeLanguage);
  useEffect(() => {
    if (!enabled || places === undefined || places.length === 0 || !('serviceWorker' in navigator)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const soon = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void check(client, places, language).catch((error: unknown) => console.warn('Could not check for warnings', error)), SETTLE_MS);
    };
    soon();
    const unsubscribe = client.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'success') soon();
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [client, places, enabled, language]);
}

async function check(client: QueryClient, places: readonly SavedPlace[], language: LanguageCode): Promise<void> {
  // Notifications shown through the worker can be tapped and closed after this page is gone.
  const registration = await navigator.serviceWorker.ready;
  // The rules load only for a person who asked for warnings, never with the home screen.
  const [{ notifyNewWarnings }, { airReading }, { saveNotificationLanguage }] = await Promise.all([
    import('../../offline/warning-notifications/notify-new-warnings'),
    import('../../offline/warning-notifications/air-reading'),
    import('../../offline/warning-notifications/notification-language'),
  ]);
  const db = await openAppDb();
  // The worker's notifications, after a background refresh, speak the language this page speaks.
  await saveNotificationLanguage(db, language);
  await notifyNewWarnings({
    db,
    places: places.map((place) => {
      const forecast = client.getQueryData(weatherQueryOptions(place).queryKey);
      const air = client.getQueryData(airQualityQueryOptions(place).queryKey);
      return { place, forecast: forecast?.data, air: air && airReading(air) };
    }),
    now: Date.now(),
    show: ({ title, options }) => registration.showNotification(title, options),
  });
}
