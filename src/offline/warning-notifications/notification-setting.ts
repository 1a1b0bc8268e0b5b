/** The person's choice "Warn me with notifications", as IndexedDB keeps it (off unless `true`). */
export const NOTIFICATIONS_SETTING_KEY = 'settings.warning-notifications';

export const parseNotificationsSetting = (stored: unknown): boolean | undefined => (typeof stored === 'boolean' ? stored : undefined);

/** Where the browser offers notifications at all (not iOS Safari outside a Home Screen app, for one). */
export const notificationsSupported = (): boolean => typeof Notification !== 'undefined';

/** Whether warnings may be shown now: asked for, and allowed by the browser. */
export function mayNotify(setting: unknown): boolean {
  return parseNotificationsSetting(setting) === true && notificationsSupported() && Notification.permission === 'granted';
}
