import { openDB, type IDBPDatabase } from 'idb';
import * as v from 'valibot';
import { DB_NAME, DB_VERSION, upgradeAppDb, type AppDbSchema } from '../offline/db-schema';
import { SAVED_PLACES_KEY, SavedPlacesSchema, type SavedPlace } from '../offline/saved-places-document';

/** Runs `work` on the app's database (upgraded as the page does); undefined if it does not exist or cannot open. */
export async function withAppDb<T>(work: (db: IDBPDatabase<AppDbSchema>) => Promise<T>): Promise<T | undefined> {
  let db: IDBPDatabase<AppDbSchema>;
  try {
    db = await openDB<AppDbSchema>(DB_NAME, DB_VERSION, {
      upgrade(database, oldVersion, _newVersion, transaction) {
        if (oldVersion > 0) return upgradeAppDb(database, oldVersion);
        // Aborting the creation leaves no database behind; openDB then rejects, as expected.
        transaction.done.catch(() => undefined);
        transaction.abort();
      },
      // A page of a newer build needs to upgrade: never stand in its way.
      blocking: (_current, _next, event) => (event.target as IDBDatabase).close(),
    });
  } catch {
    return undefined;
  }
  try {
    return await work(db);
  } finally {
    db.close();
  }
}

export async function readSavedPlaces(db: IDBPDatabase<AppDbSchema>): Promise<SavedPlace[]> {
  const parsed = v.safeParse(SavedPlacesSchema, await db.get('kv', SAVED_PLACES_KEY));
  return parsed.success ? parsed.output : [];
}
