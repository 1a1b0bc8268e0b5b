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

/** Commits `tx` at once: WebKit suspends a page in the back/forward cache, and an open write blocks the next page. */
export async function committed<T>(tx: { commit(): void; readonly done: Promise<void> }, request: Promise<T>): Promise<T> {
  const stored = Promise.all([request, tx.done]);
  tx.commit();
  return (await stored)[0];
}

export async function readKv<T>(key: string): Promise<T | undefined> {
  return (await (await openAppDb()).get('kv', key)) as T | undefined;
}

/** Documents are small and the person's own: a full device makes room for them (storage-space.ts). */
export async function writeKv(key: string, value: unknown): Promise<void> {
  await withSpace(async () => {
    const tx = (await openAppDb()).transaction('kv', 'readwrite');
    await committed(tx, tx.store.put(value, key));
  });
  tellOtherTabs({ type: 'stored', key });
}

/** Read-modify-write in one transaction, so tabs never lose each other's change; `change` must be synchronous. */
export async function updateKv<T>(key: string, change: (current: T | undefined) => T): Promise<T> {
  const next = await withSpace(async () => {
    const tx = (await openAppDb()).transaction('kv', 'readwrite');
    const changed = change((await tx.store.get(key)) as T | undefined);
    await committed(tx, tx.store.put(changed, key));
    return changed;
  });
  tellOtherTabs({ type: 'stored', key });
  return next;
}

export async function deleteKv(key: string): Promise<void> {
  const tx = (await openAppDb()).transaction('kv', 'readwrite');
  await committed(tx, tx.store.delete(key));
  tellOtherTabs({ type: 'stored', key });
}

/** Keeps records read from `from` that this build cannot use, out of the way of the app. */
export async function setAside(from: string, values: readonly unknown[]): Promise<void> {
  const setAsideAt = Date.now();
  await withSpace(async () => {
    const tx = (await openAppDb()).transaction('set-aside', 'readwrite');
    await committed(tx, Promise.all(values.map((value) => tx.store.add({ from, value, setAsideAt }))));
  });
}

export async function readSetAside(): Promise<SetAsideRecord[]> {
  return (await openAppDb()).getAll('set-aside');
}
