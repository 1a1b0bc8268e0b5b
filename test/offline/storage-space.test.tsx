import 'fake-indexeddb/auto';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openAppDb, readKv, writeKv } from '../../src/offline/db';
import { createIdbPersister } from '../../src/offline/persister';
import { act, renderHook } from '@testing-library/react';
import { clearStorageProblem, useStorageProblem } from '../../src/offline/storage-problem';
import { resetAppDb } from '../support/app-db';
import { fakeQuota } from '../support/fake-quota';

type StoredQuery = PersistedClient['clientState']['queries'][number];
type StoredMutation = PersistedClient['clientState']['mutations'][number];

/** An answer of about 1 kB, produced at `at`. */
function answer(hash: string, at: number): StoredQuery {
  return {
    queryHash: hash,
    dehydratedAt: at,
    queryKey: [hash],
    state: {
      data: { endpoint: '/api/thing', data: 'x'.repeat(1000), fetchedAt: at, ageFrom: 'service', headers: {} },
      dataUpdateCount: 1, dataUpdatedAt: at, error: null, errorUpdateCount: 0, errorUpdatedAt: 0,
      fetchFailureCount: 0, fetchFailureReason: null, fetchMeta: null, isInvalidated: false, status: 'success', fetchStatus: 'idle',
    },
  };
}

/** A paused plant send (the outbox lives in the stored client too). */
const plantSend = { mutationKey: ['plants', 'create'], state: { status: 'pending', isPaused: true, variables: { name: 'Fern' } } } as unknown as StoredMutation;

function client(queries: StoredQuery[]): PersistedClient {
  return { timestamp: 1, buster: 'b', clientState: { queries, mutations: [plantSend] } };
}

async function storedHashes(): Promise<string[] | undefined> {
  const stored = await (await openAppDb()).get('query-cache', 'client');
  return stored?.clientState.queries.map((query) => query.queryHash);
}

const trustAll = (value: unknown) => Promise.resolve(value as PersistedClient);
/** Answers named `unsaved-…` may go, the oldest first; everything else is a saved place's. */
const unsavedOldestFirst = (stored: PersistedClient) =>
  Promise.resolve(
    stored.clientState.queries
      .filter((query) => query.queryHash.startsWith('unsaved'))
      .sort((a, b) => a.state.dataUpdatedAt - b.state.dataUpdatedAt)
      .map((query) => query.queryHash),
  );

beforeEach(async () => {
  await resetAppDb();
  clearStorageProblem('full');
});
afterEach(() => vi.restoreAllMocks());

describe('a full device', () => {
  it('leaves the oldest answers of places that are not saved out of the stored cache until the rest fits, keeping the plant outbox', async () => {
    const persister = createIdbPersister({ throttleMs: 0, checkRestored: trustAll, evictionOrder: unsavedOldestFirst });
    // Each answer takes about 1.4 kB: room for three.
    fakeQuota(4_800);
    const queries = [answer('saved-zurich', 1), answer('unsaved-paris', 2), answer('unsaved-oslo', 1), answer('saved-lima', 3), answer('unsaved-rome', 4), answer('unsaved-kyiv', 5)];
    await persister.persistClient(client(queries));
    await vi.waitFor(async () => expect(await storedHashes()).toBeDefined());
    const kept = await storedHashes();
    expect(kept).toEqual(expect.arrayContaining(['saved-zurich', 'saved-lima']));
    // The oldest went first: what is left of the unsaved ones is the newest.
    expect(kept?.filter((hash) => hash.startsWith('unsaved'))).toEqual(['unsaved-kyiv']);
    expect((await (await openAppDb()).get('query-cache', 'client'))?.clientState.mutations).toEqual([plantSend]);
  });

  it('keeps what it left out out of later writes, and stores an answer again once it is renewed', async () => {
    const persister = createIdbPersister({ throttleMs: 0, checkRestored: trustAll, evictionOrder: unsavedOldestFirst });
    fakeQuota(4_500);
    await persister.persistClient(client([answer('saved-zurich', 1), answer('unsaved-paris', 2), answer('unsaved-oslo', 3), answer('unsaved-rome', 4)]));
    await vi.waitFor(async () => expect(await storedHashes()).toEqual(['saved-zurich', 'unsaved-oslo', 'unsaved-rome']));
    // Paris is opened again: its new answer is the newest, so the oldest other one makes room.
    await persister.persistClient(client([answer('saved-zurich', 1), answer('unsaved-paris', 9), answer('unsaved-oslo', 3), answer('unsaved-rome', 4)]));
    await vi.waitFor(async () => expect(await storedHashes()).toEqual(['saved-zurich', 'unsaved-paris', 'unsaved-rome']));
  });

  it('makes room for a document the person saves by leaving old answers out', async () => {
    const persister = createIdbPersister({ throttleMs: 0, checkRestored: trustAll, evictionOrder: unsavedOldestFirst });
    const quota = fakeQuota(4_700);
    await persister.persistClient(client([answer('saved-zurich', 1), answer('unsaved-paris', 2), answer('unsaved-oslo', 3)]));
    await vi.waitFor(async () => expect(await storedHashes()).toHaveLength(3));
    const places = [{ name: 'Zürich', lat: 47.37, lon: 8.55, note: 'y'.repeat(500) }];
    await writeKv('saved-places', places);
    expect(await readKv('saved-places')).toEqual(places);
    expect(await storedHashes()).toEqual(['saved-zurich', 'unsaved-oslo']);
    expect(quota.used()).toBeLessThanOrEqual(4_700);
  });

  it('tells the person when nothing more may go, keeps what was stored, and takes it back once storing works', async () => {
    const persister = createIdbPersister({ throttleMs: 0, checkRestored: trustAll, evictionOrder: unsavedOldestFirst });
    await persister.persistClient(client([answer('saved-zurich', 1)]));
    await vi.waitFor(async () => expect(await storedHashes()).toEqual(['saved-zurich']));
    fakeQuota(1_500);
    const notice = renderHook(() => useStorageProblem());
    // The notice changes as the write ends: act() lets React apply it before the test looks.
    await act(() => expect(writeKv('settings', { big: 'z'.repeat(2_000) })).rejects.toMatchObject({ name: 'QuotaExceededError' }));
    expect(notice.result.current).toBe('full');
    expect(await storedHashes()).toEqual(['saved-zurich']);
    await act(() => writeKv('settings', { units: 'metric' }));
    expect(notice.result.current).toBeUndefined();
  });
});
