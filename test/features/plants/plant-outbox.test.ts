// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { dehydrate, hydrate, onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { plantKeys } from '../../../src/features/plants/api/keys';
import {
  plantLedger,
  plantTokens,
  registerPlantOutbox,
  resumePlantOutbox,
  submitPlant,
} from '../../../src/features/plants/outbox/plant-outbox';
import { listStoredPlants, resetPlantStore } from '../../../src/mocks/plants/store';
import { readSetAside, writeKv } from '../../../src/offline/db';
import { DEFAULT_PLANT_TOKEN } from '../../../src/mocks/config';
import { resetDevice, until } from '../../support/plants-outbox';

const clients: QueryClient[] = [];

/** A client as the app's provider runs it: mounted, so it resumes paused mutations online. */
function newClient(): QueryClient {
  const client = new QueryClient();
  registerPlantOutbox(client);
  client.mount();
  clients.push(client);
  return client;
}

const stored = () => listStoredPlants().map(({ plant, timesAccepted }) => `${plant.id}×${timesAccepted}`);
const statuses = async () => (await plantLedger.load()).map((item) => item.status);

beforeEach(async () => {
  await resetDevice();
  await plantLedger.load();
  await plantTokens.set(DEFAULT_PLANT_TOKEN, false);
  resetPlantStore();
});
afterEach(() => {
  onlineManager.setOnline(true);
  for (const client of clients.splice(0)) client.unmount();
});

describe('the plant outbox on TanStack Query mutations', () => {
  it('sends plants created online at once, in order, each stored once', async () => {
    const client = newClient();
    for (const id of [1, 2, 3]) await submitPlant(client, { id, name: `Plant ${id}` });
    await until(async () => (await statuses()).every((status) => status === 'sent'), 'all plants sent');
    expect(stored()).toEqual(['1×1', '2×1', '3×1']);
  });

  it('keeps offline plants as paused mutations that survive a reload and send in order once online', async () => {
    onlineManager.setOnline(false);
    const before = newClient();
    for (const id of [10, 11, 12]) await submitPlant(before, { id, name: `Plant ${id}` });
    const mutations = before.getMutationCache().findAll({ mutationKey: plantKeys.create() });
    expect(mutations.map((mutation) => mutation.state.isPaused)).toEqual([true, true, true]);

    // What the persister writes to IndexedDB: only keys, never a token.
    const persisted = structuredClone(dehydrate(before));
    expect(persisted.mutations).toHaveLength(3);
    expect(JSON.stringify(persisted)).not.toContain(DEFAULT_PLANT_TOKEN);
    before.unmount();
    before.clear();

    const after = newClient();
    hydrate(after, persisted);
    await after.resumePausedMutations();
    await resumePlantOutbox(after);
    expect(listStoredPlants()).toEqual([]);
    expect(await statuses()).toEqual(['queued', 'queued', 'queued']);

    onlineManager.setOnline(true);
    await until(async () => (await statuses()).every((status) => status === 'sent'), 'all plants sent');
    expect(stored()).toEqual(['10×1', '11×1', '12×1']);
  });

  it('recovers a plant whose request was in flight when the page went away (no paused mutation)', async () => {
    const client = newClient();
    await plantLedger.update((items) => [
      ...items,
      { key: 'lost', plant: { id: 20, name: 'In flight' }, status: 'sending', createdAt: 0, updatedAt: 0, attempts: 1 },
    ]);
    await resumePlantOutbox(client);
    await until(async () => (await statuses())[0] === 'sent', 'the plant to be sent');
    expect(stored()).toEqual(['20×1']);
  });

  it('sends every valid plant of a damaged ledger exactly once and sets the damaged entries aside', async () => {
    const valid = (key: string, id: number) => ({ key, plant: { id, name: `Plant ${id}` }, status: 'queued', createdAt: 0, updatedAt: 0, attempts: 0 });
    await writeKv('plants/outbox', [valid('a', 30), null, { garbage: true }, valid('b', 31), { ...valid('c', 32), status: 'from-the-future' }]);
    const client = newClient();
    await resumePlantOutbox(client);
    await until(async () => (await statuses()).every((status) => status === 'sent'), 'the valid plants to be sent');
    expect(stored()).toEqual(['30×1', '31×1']);
    expect(plantLedger.setAside()).toBe(3);
    expect((await readSetAside()).map((record) => record.value)).toEqual([null, { garbage: true }, { ...valid('c', 32), status: 'from-the-future' }]);
  });

  it('reads a ledger that is not a list at all as empty, setting the whole record aside', async () => {
    await writeKv('plants/outbox', 'not a list');
    expect(await plantLedger.load()).toEqual([]);
    expect((await readSetAside()).map((record) => [record.from, record.value])).toEqual([['plants/outbox', 'not a list']]);
  });
});
