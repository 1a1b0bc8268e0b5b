import type { IDBPDatabase } from 'idb';
import { isLanguageCode, type LanguageCode } from '../../i18n/languages';
import type { AppDbSchema } from '../db-schema';

/** The page's last language, in IndexedDB for the worker's notifications (it cannot read localStorage). */
export const NOTIFICATION_LANGUAGE_KEY = 'settings.notification-language';

export function saveNotificationLanguage(db: IDBPDatabase<AppDbSchema>, code: LanguageCode): Promise<unknown> {
  return db.put('kv', code, NOTIFICATION_LANGUAGE_KEY);
}

export async function readNotificationLanguage(db: IDBPDatabase<AppDbSchema>): Promise<LanguageCode | undefined> {
  const stored: unknown = await db.get('kv', NOTIFICATION_LANGUAGE_KEY);
  return isLanguageCode(stored) ? stored : undefined;
}
