import type { WarningNotificationData } from '../offline/warning-notifications/warning-notification';
import { recordDismissed } from '../offline/warning-notifications/told-warnings';
import { withAppDb } from './stored-data';

/** A window the worker controls or sees (a WindowClient can focus and navigate, a plain Client not). */
interface AppTab {
  url: string;
  focus?: () => Promise<AppTab>;
  navigate?: (url: string) => Promise<unknown>;
}

/** What the worker's notification handlers need of its global scope (written so the Node tests can build one). */
export interface NotificationScope {
  clients: {
    matchAll: (options: { type: 'window'; includeUncontrolled: boolean }) => Promise<readonly AppTab[]>;
    openWindow: (url: string) => Promise<unknown>;
  };
  location: { origin: string };
}

/** The event as these handlers read it; written against Event so the Node tests can build one. */
export interface WarningNotificationEvent extends Event {
  readonly notification: Pick<Notification, 'data' | 'close'>;
  waitUntil(work: Promise<unknown>): void;
}

function dataOf(notification: Pick<Notification, 'data'>): WarningNotificationData | undefined {
  const data = notification.data as Partial<WarningNotificationData> | null;
  return typeof data?.url === 'string' && typeof data.told === 'string' ? { url: data.url, told: data.told } : undefined;
}

const dismiss = (told: string) => withAppDb((db) => recordDismissed(db, told, Date.now()));

/** A tap opens the place: in a tab of the app already open (focused and sent there), else in a new one. */
export function onNotificationClick(scope: NotificationScope, event: WarningNotificationEvent): void {
  const data = dataOf(event.notification);
  if (!data) return;
  event.notification.close();
  event.waitUntil(Promise.all([dismiss(data.told), openPlace(scope, new URL(data.url, scope.location.origin).href)]));
}

/** Closing it says the person has seen it: recorded, so it is never shown again. */
export function onNotificationClose(event: WarningNotificationEvent): void {
  const data = dataOf(event.notification);
  if (data) event.waitUntil(dismiss(data.told));
}

async function openPlace(scope: NotificationScope, url: string): Promise<void> {
  const tabs = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const tab = tabs.find((client) => new URL(client.url).origin === scope.location.origin);
  if (tab?.focus && tab.navigate) {
    await tab.focus();
    await tab.navigate(url);
    return;
  }
  await scope.clients.openWindow(url);
}
