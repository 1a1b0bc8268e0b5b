import { HOUR_MS } from '../lib/durations';

/** The tag the service worker's periodic refresh answers to (src/sw/periodic-refresh.ts). */
export const PERIODIC_REFRESH_TAG = 'refresh-weather';
const MIN_INTERVAL_MS = 6 * HOUR_MS;

/** Periodic Background Sync is not in TypeScript's DOM library yet. */
interface PeriodicSyncRegistration {
  periodicSync: { register: (tag: string, options: { minInterval: number }) => Promise<void> };
}

/** Asks for a background refresh every few hours where offered (installed Chromium apps); feature-detected. */
export async function registerPeriodicRefresh(registration: ServiceWorkerRegistration | undefined): Promise<void> {
  if (!registration || !('periodicSync' in registration)) return;
  try {
    const permission = await navigator.permissions.query({ name: 'periodic-background-sync' as PermissionName });
    if (permission.state !== 'granted') return;
    await (registration as ServiceWorkerRegistration & PeriodicSyncRegistration).periodicSync.register(PERIODIC_REFRESH_TAG, {
      minInterval: MIN_INTERVAL_MS,
    });
  } catch (error) {
    console.warn('Background refresh is not available', error);
  }
}
