import 'fake-indexeddb/auto';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeAppDb, openAppDb, readKv, readSetAside, writeKv } from '../../src/offline/db';
import { DB_NAME, DB_VERSION } from '../../src/offline/db-schema';
import { useStorageProblem } from '../../src/offline/storage-problem';
import { resetAppDb } from '../support/app-db';

/** Opens the database at `version` with raw IndexedDB, as another build would. */
function openRaw(version: number, upgrade?: (db: IDBDatabase) => void): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, version);
    request.onupgradeneeded = () => upgrade?.(request.result);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('open failed'));
  });
}

function put(db: IDBDatabase, store: string, key: string, value: unknown): Promise<void> {
  return new Promise((resolve, reject) => {
    const tx = db.transaction(store, 'readwrite');
    tx.objectStore(store).put(value, key);
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('write failed'));
  });
}

afterEach(() => resetAppDb());

const V1_DOCUMENTS: Record<string, unknown> = {
  'saved-places': [{ slug: 'zurich', name: 'Zürich', province: 'Zurich', country: 'CH', lat: 47.37, lon: 8.54 }],
  'settings.units': { temperature: 'fahrenheit', wind: 'mph', precipitation: 'inch', distance: 'mi' },
  'plants/outbox': [{ key: 'k', plant: { id: 1, name: 'Fern' }, status: 'queued', createdAt: 1, updatedAt: 1, attempts: 0 }],
  'plants/token': 'secret',
};

describe('the app database', () => {
  it('upgrades a version 1 database to the current version keeping every document the person made', async () => {
    const v1 = await openRaw(1, (db) => {
      db.createObjectStore('query-cache');
      db.createObjectStore('kv');
    });
    for (const [key, value] of Object.entries(V1_DOCUMENTS)) await put(v1, 'kv', key, value);
    await put(v1, 'query-cache', 'client', { timestamp: 1, buster: 'old', clientState: { queries: [], mutations: [] } });
    v1.close();

    const db = await openAppDb();
    expect(db.version).toBe(DB_VERSION);
    for (const [key, value] of Object.entries(V1_DOCUMENTS)) expect(await readKv(key)).toEqual(value);
    expect(await db.get('query-cache', 'client')).toMatchObject({ buster: 'old' });
    expect(await readSetAside()).toEqual([]);
  });

  it('upgrades a version 2 database keeping what it held, set-aside records included, and adds the store of told warnings', async () => {
    const v2 = await openRaw(2, (db) => {
      db.createObjectStore('query-cache');
      db.createObjectStore('kv');
      db.createObjectStore('set-aside', { autoIncrement: true });
    });
    for (const [key, value] of Object.entries(V1_DOCUMENTS)) await put(v2, 'kv', key, value);
    await new Promise<void>((resolve) => {
      const tx = v2.transaction('set-aside', 'readwrite');
      tx.objectStore('set-aside').add({ from: 'plants/outbox', value: 'unreadable', setAsideAt: 1 });
      tx.oncomplete = () => resolve();
    });
    v2.close();

    const db = await openAppDb();
    for (const [key, value] of Object.entries(V1_DOCUMENTS)) expect(await readKv(key)).toEqual(value);
    expect(await readSetAside()).toEqual([{ from: 'plants/outbox', value: 'unreadable', setAsideAt: 1 }]);
    expect(await db.count('told-warnings')).toBe(0);
  });

  it('tells an older build that meets a newer database what happened', async () => {
    (await openRaw(DB_VERSION + 1)).close();
    const { result } = renderHook(() => useStorageProblem());
    // The hook hears of it while the test waits for what it shows.
    const refused = openAppDb().catch((error: unknown) => error);
    await waitFor(() => expect(result.current).toBe('newer-version'));
    expect(await refused).toMatchObject({ name: 'VersionError' });
  });

  it('lets go of the database when a newer build in another tab needs to upgrade, and asks for a reload', async () => {
    await openAppDb();
    const { result } = renderHook(() => useStorageProblem());
    const upgrading = openRaw(DB_VERSION + 1);
    await waitFor(() => expect(result.current).toBe('replaced'));
    const newer = await upgrading;
    expect(newer.version).toBe(DB_VERSION + 1);
    newer.close();
    await closeAppDb();
  });

  it('commits a document before the page runs another task, so a page WebKit suspends as it leaves keeps no store locked', async () => {
    await openAppDb();
    const commits = vi.spyOn(IDBTransaction.prototype, 'commit');
    const written = writeKv('saved-places', []);
    // A task queued now runs after every microtask the write goes through up to its commit.
    const committedBeforeNextTask = await new Promise<number>((resolve) => setImmediate(() => resolve(commits.mock.calls.length)));
    await written;
    commits.mockRestore();
    expect(committedBeforeNextTask).toBe(1);
  });
});
