import 'fake-indexeddb/auto';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeAppDb, DB_NAME, openAppDb } from '../../src/offline/db';
import { createIdbPersister } from '../../src/offline/persister';

function client(timestamp: number): PersistedClient {
  return { timestamp, buster: 'b', clientState: { mutations: [], queries: [] } };
}

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
    const persister = createIdbPersister(1000);
    await persister.persistClient(client(1));
    await persister.persistClient(client(2));
    await persister.persistClient(client(3));
    expect(await stored()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(async () => expect((await stored())?.timestamp).toBe(3));
  });

  it('stores the structured object itself, which restore hands back intact', async () => {
    const persister = createIdbPersister(10);
    const original = client(42);
    await persister.persistClient(original);
    await vi.advanceTimersByTimeAsync(10);
    await vi.waitFor(async () => expect(await persister.restoreClient()).toEqual(original));
  });

  it('removes the persisted client and drops a pending write', async () => {
    const persister = createIdbPersister(10);
    await persister.persistClient(client(1));
    await vi.advanceTimersByTimeAsync(10);
    await vi.waitFor(async () => expect(await stored()).toBeDefined());
    await persister.persistClient(client(2));
    await persister.removeClient();
    await vi.advanceTimersByTimeAsync(10);
    expect(await stored()).toBeUndefined();
  });
});
