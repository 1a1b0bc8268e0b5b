import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { restorePersistedCache } from '../../src/app/persistence';
import { createQueryClient } from '../../src/app/query-client';
import { PLANT_LEDGER_KEY } from '../../src/features/plants/outbox/ledger-key';
import { readKv, writeKv } from '../../src/offline/db';
import { resetAppDb } from '../support/app-db';

const { resumePlantOutbox } = vi.hoisted(() => ({ resumePlantOutbox: vi.fn(async () => undefined) }));
vi.mock('../../src/features/plants/outbox/plant-outbox', () => ({ resumePlantOutbox }));

beforeEach(resetAppDb);
afterEach(() => vi.clearAllMocks());

describe('the plant outbox at start', () => {
  it('is resumed after the restore on a device that holds an outbox', async () => {
    await writeKv(PLANT_LEDGER_KEY, [{ key: 'a', plant: { id: 1, name: 'Fern' }, status: 'queued', createdAt: 1, updatedAt: 1, attempts: 0 }]);
    const client = createQueryClient();
    await restorePersistedCache(client);
    await vi.waitFor(() => expect(resumePlantOutbox).toHaveBeenCalledWith(client));
  });

  it('is left alone on a device that holds none, as on a first visit', async () => {
    await restorePersistedCache(createQueryClient());
    // The start's own look at the outbox has answered by the time a later read does.
    expect(await readKv(PLANT_LEDGER_KEY)).toBeUndefined();
    await new Promise((settle) => setTimeout(settle, 50));
    expect(resumePlantOutbox).not.toHaveBeenCalled();
  });
});
