import type { IDBPDatabase } from 'idb';
import { isLanguageCode, type LanguageCode } from '../../i18n/languages';
import type { AppDbSchema } from '../db-schema';

/**
 * The language the page last spoke, kept where the service worker reads it: its warning
 * notifications, shown while no page is open, speak the person's language too. The choice
 * itself stays in localStorage (src/i18n/language-choice.ts), which a worker cannot read.
 */
export const NOTIFICATION_LANGUAGE_KEY = 'settings.notification-language';

export function saveNotificationLanguage(db: IDBPDatabase<AppDbSchema>, code: LanguageCode): Promise<unknown> {
  return db.put('kv', code, NOTIFICATION_LANGUAGE_KEY);
}

/** The page's language, or undefined when none was kept (or something else was). */
export async function readNotificationLanguage(db: IDBPDatabase<AppDbSchema>): Promise<LanguageCode | undefined> {
  const stored: unknown = await db.get('kv', NOTIFICATION_LANGUAGE_KEY);
  return isLanguageCode(stored) ? stored : undefined;
}
