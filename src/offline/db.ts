import { openDB, type IDBPDatabase } from 'idb';
import { DB_NAME, DB_VERSION, upgradeAppDb, type AppDbSchema, type SetAsideRecord } from './db-schema';
import { reportStorageProblem } from './storage-problem';
import { withSpace } from './storage-space';
import { tellOtherTabs } from './tab-channel';

let dbPromise: Promise<IDBPDatabase<AppDbSchema>> | undefined;

export function openAppDb(): Promise<IDBPDatabase<AppDbSchema>> {
  dbPromise ??= openDB<AppDbSchema>(DB_NAME, DB_VERSION, {
    upgrade: (db, oldVersion) => upgradeAppDb(db, oldVersion),
    // Another tab still has the old version open: this upgrade waits until it lets go.
    blocked: () => reportStorageProblem('blocked'),
    // A newer build in another tab needs to upgrade: let go at once, and ask for a reload.
    blocking: (_current, _next, event) => {
      (event.target as IDBDatabase).close();
      dbPromise = undefined;
      reportStorageProblem('replaced');
    },
    // The browser closed the connection (storage cleared, disk trouble): reopen on next use.
    terminated: () => {
      dbPromise = undefined;
    },
  }).catch((error: unknown) => {
    dbPromise = undefined;
    reportStorageProblem(error instanceof DOMException && error.name === 'VersionError' ? 'newer-version' : 'unavailable');
    throw error;
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

/** Documents are small and the person's own: a full device makes room for them (storage-space.ts). */
export async function writeKv(key: string, value: unknown): Promise<void> {
  await withSpace(async () => (await openAppDb()).put('kv', value, key));
  tellOtherTabs({ type: 'stored', key });
}

/**
 * Read-modify-write of one document in a single transaction, so two tabs changing the same
 * document never lose each other's change. `change` must be synchronous.
 */
export async function updateKv<T>(key: string, change: (current: T | undefined) => T): Promise<T> {
  const next = await withSpace(async () => {
    const tx = (await openAppDb()).transaction('kv', 'readwrite');
    const changed = change((await tx.store.get(key)) as T | undefined);
    await Promise.all([tx.store.put(changed, key), tx.done]);
    return changed;
  });
  tellOtherTabs({ type: 'stored', key });
  return next;
}

export async function deleteKv(key: string): Promise<void> {
  await (await openAppDb()).delete('kv', key);
  tellOtherTabs({ type: 'stored', key });
}

/** Keeps records read from `from` that this build cannot use, out of the way of the app. */
export async function setAside(from: string, values: readonly unknown[]): Promise<void> {
  const setAsideAt = Date.now();
  await withSpace(async () => {
    const tx = (await openAppDb()).transaction('set-aside', 'readwrite');
    await Promise.all([...values.map((value) => tx.store.add({ from, value, setAsideAt })), tx.done]);
  });
}

export async function readSetAside(): Promise<SetAsideRecord[]> {
  return (await openAppDb()).getAll('set-aside');
}
