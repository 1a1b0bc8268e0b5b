import 'fake-indexeddb/auto';
import { persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { dehydrate, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchEndpoint } from '../../src/api/client';
import { locationEndpoint } from '../../src/api/endpoints/places';
import { restorePersistedCache } from '../../src/app/persistence';
import { createPersistOptions, createQueryClient } from '../../src/app/query-client';
import { closeAppDb, openAppDb } from '../../src/offline/db';
import { DB_NAME, QUERY_CACHE_KEY } from '../../src/offline/db-schema';

const KEY = ['place', 'zurich'];

afterEach(async () => {
  await closeAppDb();
  indexedDB.deleteDatabase(DB_NAME);
});

/** A request to a stopped server that has not failed yet: it ends only when abandoned. */
const unanswered = ({ signal }: { signal: AbortSignal }) =>
  new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(new TypeError('Failed to fetch'))));

describe('restoring the stored answers', () => {
  it('keeps a restored answer when a fetch started before the restore is abandoned by the screen that asked', async () => {
    const before = createQueryClient();
    const stored = await before.fetchQuery({ queryKey: KEY, queryFn: () => fetchEndpoint(locationEndpoint, { slug: 'zurich' }) });
    await persistQueryClientSave(createPersistOptions(before));
    await vi.waitFor(async () => expect((await (await openAppDb()).get('query-cache', 'client'))?.clientState.queries).toHaveLength(1), { timeout: 3000 });

    const after = createQueryClient();
    const screen = new QueryObserver(after, { queryKey: KEY, queryFn: unanswered, retry: false });
    const stopWatching = screen.subscribe(() => undefined);
    expect(after.getQueryState(KEY)?.fetchStatus).toBe('fetching');
    await restorePersistedCache(after);
    expect(after.getQueryData(KEY)).toEqual(stored);

    // The screen changes while its request still waits: the request is given up.
    stopWatching();
    await vi.waitFor(() => expect(after.getQueryState(KEY)?.fetchStatus).toBe('idle'));
    expect(after.getQueryData(KEY)).toEqual(stored);
    expect(after.getQueryState(KEY)?.status).toBe('success');
  });

  it('migrates what an older build stored: answers today\'s shapes accept are restored, only the rest is dropped', async () => {
    const before = createQueryClient();
    const answer = await before.fetchQuery({ queryKey: KEY, queryFn: () => fetchEndpoint(locationEndpoint, { slug: 'zurich' }) });
    const [kept] = dehydrate(before).queries;
    if (kept === undefined) throw new Error('nothing to store');
    const outdated = { ...kept, queryKey: ['place', 'bern'], queryHash: '["place","bern"]', state: { ...kept.state, data: { ...answer, data: { location: { slug: 'bern' } } } } };
    // As the previous release wrote it: its buster was a hash of its shapes.
    await (await openAppDb()).put('query-cache', { timestamp: Date.now(), buster: '6e0d2b5c91fa', clientState: { queries: [kept, outdated], mutations: [] } }, QUERY_CACHE_KEY);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    const after = createQueryClient();
    await restorePersistedCache(after);
    expect(after.getQueryData(KEY)).toEqual(answer);
    expect(after.getQueryData(['place', 'bern'])).toBeUndefined();
    expect(await (await openAppDb()).get('query-cache', QUERY_CACHE_KEY)).toBeDefined();
  });
});
