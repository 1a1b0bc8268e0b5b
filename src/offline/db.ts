import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { PersistedClient } from '@tanstack/react-query-persist-client';

/**
 * The app's one IndexedDB database. Stores hold structured objects (no JSON strings),
 * so persisting the query cache costs one structured clone, not a stringify of everything.
 */
interface AppDbSchema extends DBSchema {
  'query-cache': { key: string; value: PersistedClient };
  /** Small keyed documents owned by features: settings, saved places, plants outbox… */
  kv: { key: string; value: unknown };
}

export const DB_NAME = 'skycache';
const DB_VERSION = 1;

let dbPromise: Promise<IDBPDatabase<AppDbSchema>> | undefined;

export function openAppDb(): Promise<IDBPDatabase<AppDbSchema>> {
  dbPromise ??= openDB<AppDbSchema>(DB_NAME, DB_VERSION, {
    upgrade(db) {
      db.createObjectStore('query-cache');
      db.createObjectStore('kv');
    },
  });
  return dbPromise;
}

/** Tests close the connection so that each can start from a deleted database. */
export async function closeAppDb(): Promise<void> {
  const pending = dbPromise;
  dbPromise = undefined;
  if (pending) (await pending).close();
}

export async function readKv<T>(key: string): Promise<T | undefined> {
  return (await (await openAppDb()).get('kv', key)) as T | undefined;
}

export async function writeKv(key: string, value: unknown): Promise<void> {
  await (await openAppDb()).put('kv', value, key);
}

/**
 * Read-modify-write of one document in a single transaction, so two tabs changing the same
 * document never lose each other's change. `change` must be synchronous.
 */
export async function updateKv<T>(key: string, change: (current: T | undefined) => T): Promise<T> {
  const tx = (await openAppDb()).transaction('kv', 'readwrite');
  const next = change((await tx.store.get(key)) as T | undefined);
  await tx.store.put(next, key);
  await tx.done;
  return next;
}

export async function deleteKv(key: string): Promise<void> {
  await (await openAppDb()).delete('kv', key);
}
