import 'fake-indexeddb/auto';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeAppDb, openAppDb } from '../../src/offline/db';
import { DB_NAME } from '../../src/offline/db-schema';
import { createIdbPersister } from '../../src/offline/persister';

function client(timestamp: number): PersistedClient {
  return { timestamp, buster: 'b', clientState: { mutations: [], queries: [] } };
}

const trustAll = (value: unknown) => Promise.resolve(value as PersistedClient);

async function stored(): Promise<PersistedClient | undefined> {
  return (await openAppDb()).get('query-cache', 'client');
}

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(async () => {
  vi.useRealTimers();
  await closeAppDb();
  indexedDB.deleteDatabase(DB_NAME);
});

describe('the IndexedDB query persister', () => {
  it('writes a burst of updates once, with the last state, after the throttle window', async () => {
    const persister = createIdbPersister({ throttleMs: 1000, checkRestored: trustAll });
    await persister.persistClient(client(1));
    await persister.persistClient(client(2));
    await persister.persistClient(client(3));
    expect(await stored()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(async () => expect((await stored())?.timestamp).toBe(3));
  });

  it('stores the structured object itself, which restore hands back intact', async () => {
    const persister = createIdbPersister({ throttleMs: 10, checkRestored: trustAll });
    const original = client(42);
    await persister.persistClient(original);
    await vi.advanceTimersByTimeAsync(10);
    await vi.waitFor(async () => expect(await persister.restoreClient()).toEqual(original));
  });

  it('hands what IndexedDB holds to the check and restores only what the check returns', async () => {
    await (await openAppDb()).put('query-cache', { garbage: true } as unknown as PersistedClient, 'client');
    const seen: unknown[] = [];
    const persister = createIdbPersister({
      checkRestored: (value) => {
        seen.push(value);
        return Promise.resolve(undefined);
      },
    });
    expect(await persister.restoreClient()).toBeUndefined();
    expect(seen).toEqual([{ garbage: true }]);
  });

  it('removes the persisted client and drops a pending write', async () => {
    const persister = createIdbPersister({ throttleMs: 10, checkRestored: trustAll });
    await persister.persistClient(client(1));
    await vi.advanceTimersByTimeAsync(10);
    await vi.waitFor(async () => expect(await stored()).toBeDefined());
    await persister.persistClient(client(2));
    await persister.removeClient();
    await vi.advanceTimersByTimeAsync(10);
    expect(await stored()).toBeUndefined();
  });

  it('commits its write before the page runs another task, so a page WebKit suspends right after leaves the answers readable', async () => {
    await openAppDb(); // open, as on a page that has shown answers
    const commits = vi.spyOn(IDBTransaction.prototype, 'commit');
    const persister = createIdbPersister({ throttleMs: 10, checkRestored: trustAll });
    await persister.persistClient(client(5));
    vi.advanceTimersByTime(10); // the throttled write starts; the page may be suspended after this task
    const committedBeforeNextTask = await new Promise<IDBTransaction[]>((resolve) => setImmediate(() => resolve(commits.mock.contexts as IDBTransaction[])));
    expect(committedBeforeNextTask.map((tx) => [tx.mode, [...tx.objectStoreNames]])).toEqual([['readwrite', ['query-cache']]]);
    await vi.waitFor(async () => expect((await stored())?.timestamp).toBe(5));
    commits.mockRestore();
  });
});
