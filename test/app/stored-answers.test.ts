import 'fake-indexeddb/auto';
import { persistQueryClientRestore, persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchEndpoint } from '../../src/api/client';
import { locationEndpoint } from '../../src/api/endpoints/places';
import { createPersistOptions, createQueryClient } from '../../src/app/query-client';
import { closeAppDb, openAppDb } from '../../src/offline/db';
import { DB_NAME } from '../../src/offline/db-schema';

const KEY = ['place', 'zurich'];

afterEach(async () => {
  await closeAppDb();
  indexedDB.deleteDatabase(DB_NAME);
});

async function storedStatuses(): Promise<string[]> {
  const client = await (await openAppDb()).get('query-cache', 'client');
  return (client?.clientState.queries ?? []).map((query) => `${query.queryHash} ${query.state.status}`);
}

describe('the stored query cache', () => {
  it('keeps an answer whose refresh failed (the service unreachable), and the next start restores it', async () => {
    const before = createQueryClient();
    await before.fetchQuery({ queryKey: KEY, queryFn: () => fetchEndpoint(locationEndpoint, { slug: 'zurich' }) });
    await before
      .fetchQuery({ queryKey: KEY, queryFn: () => Promise.reject(new TypeError('Load failed')), retry: false, staleTime: 0 })
      .catch(() => undefined);
    expect(before.getQueryState(KEY)?.status).toBe('error');

    await persistQueryClientSave(createPersistOptions(before));
    await vi.waitFor(async () => expect(await storedStatuses()).toEqual([`${JSON.stringify(KEY)} success`]), { timeout: 3000 });

    const after = createQueryClient();
    await persistQueryClientRestore(createPersistOptions(after));
    expect(after.getQueryData(KEY)).toEqual(before.getQueryData(KEY));
  });
});
