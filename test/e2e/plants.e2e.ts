import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { backOnline, openSession, reloadOffline, waitForServiceWorker, type Session } from './support/browser';
import { dropNextPlantResponses, resetPlantStore, storedPlants } from './support/plants-control';
import { baseUrl } from './support/worker-server';

const TOKEN = 'dev-plant-token';
let session: Session | undefined;
beforeEach(() => resetPlantStore());
afterEach(async () => {
  await session?.close();
  session = undefined;
  await resetPlantStore();
});

async function openPlantStore(): Promise<Page> {
  session = await openSession();
  const { page } = session;
  await page.goto(`${baseUrl()}/plants`);
  await page.getByRole('heading', { name: 'Plant store' }).waitFor();
  return page;
}

async function useToken(page: Page, token: string): Promise<void> {
  await page.getByLabel('Bearer token').fill(token);
  await page.getByRole('button', { name: 'Use token' }).click();
  await page.getByText(/A token is set/).waitFor();
}

async function createPlant(page: Page, id: number, name: string): Promise<void> {
  await page.getByLabel('Id', { exact: true }).fill(String(id));
  await page.getByLabel('Name', { exact: true }).fill(name);
  // The status line is a live region before it has words, so screen readers announce the first ones.
  expect(await page.getByRole('status').and(page.locator('.plant-form__status')).count()).toBe(1);
  await page.getByRole('button', { name: 'Create plant' }).click();
  await page.getByRole('status').filter({ hasText: `${name} (id ${id})` }).waitFor();
}

/** Each listed plant as "name: state label". */
function listedStates(page: Page): Promise<string[]> {
  return page
    .getByRole('list', { name: 'Plants created on this device' })
    .locator('li')
    .evaluateAll((items) =>
      items.map((item) => `${item.querySelector('strong')?.textContent}: ${item.querySelector('.plant-list__label')?.textContent}`),
    );
}

/** The persisted query client's mutations, as IndexedDB holds them, and whether the token is in there. */
function persistedMutations(page: Page): Promise<{ keys: string[]; holdsToken: boolean }> {
  return page.evaluate(
    (token) =>
      new Promise((resolve) => {
        const open = indexedDB.open('skycache');
        open.onsuccess = () => {
          const get = open.result.transaction('query-cache').objectStore('query-cache').get('client');
          get.onsuccess = () => {
            const client = get.result as { clientState?: { mutations?: { mutationKey?: string[]; state: { isPaused: boolean } }[] } } | undefined;
            open.result.close();
            const mutations = client?.clientState?.mutations ?? [];
            resolve({
              keys: mutations.map((mutation) => `${mutation.mutationKey?.join('/')}${mutation.state.isPaused ? ' paused' : ''}`),
              holdsToken: JSON.stringify(client ?? {}).includes(token),
            });
          };
        };
      }),
    TOKEN,
  );
}

const sorted = (plants: { id: number; timesAccepted: number }[]) => plants.map(({ id, timesAccepted }) => `${id}×${timesAccepted}`).sort();

describe('the plant store, offline-first', () => {
  it('queues 5 plants offline, keeps them across two reloads, and stores exactly those 5 once online', async () => {
    const page = await openPlantStore();
    const { context } = session!;
    await waitForServiceWorker(page);
    await useToken(page, TOKEN);

    await context.setOffline(true);
    const ids = [101, 102, 103, 104, 105];
    for (const id of ids) await createPlant(page, id, `Plant ${id}`);
    const waiting = ids.map((id) => `Plant ${id}: Waiting for network`);
    expect(await listedStates(page)).toEqual(waiting);
    await expect.poll(() => persistedMutations(page)).toEqual({ keys: ids.map(() => 'plants/create paused'), holdsToken: false });

    for (let reload = 0; reload < 2; reload += 1) {
      await reloadOffline(page);
      await page.getByRole('heading', { name: 'Plant store' }).waitFor();
      await expect.poll(() => listedStates(page)).toEqual(waiting);
    }
    expect(await storedPlants()).toEqual([]);

    await backOnline(page);
    await expect.poll(() => storedPlants(), { timeout: 20_000 }).toHaveLength(5);
    expect(sorted(await storedPlants())).toEqual(ids.map((id) => `${id}×1`));
    await expect.poll(() => listedStates(page), { timeout: 10_000 }).toEqual(ids.map((id) => `Plant ${id}: Sent`));
  });

  it('holds the queue on a refused token and drains it, in order, once the right token is given', async () => {
    const page = await openPlantStore();
    await useToken(page, 'not-a-valid-token');
    await createPlant(page, 201, 'First');
    await createPlant(page, 202, 'Second');
    await page.getByRole('alert').filter({ hasText: 'The plant store refused this token' }).waitFor();
    await expect.poll(() => listedStates(page)).toEqual(['First: Waiting for a token', 'Second: Waiting for a token']);
    expect(await storedPlants()).toEqual([]);

    await useToken(page, TOKEN);
    await expect.poll(() => listedStates(page), { timeout: 10_000 }).toEqual(['First: Sent', 'Second: Sent']);
    expect((await storedPlants()).map(({ id, timesAccepted }) => `${id}×${timesAccepted}`)).toEqual(['201×1', '202×1']);
  });

  it('ends a duplicate id with other content as failed, with the store message, on an accessible screen in both schemes', async () => {
    const page = await openPlantStore();
    await useToken(page, TOKEN);
    await createPlant(page, 300, 'Rose');
    await expect.poll(() => listedStates(page)).toEqual(['Rose: Sent']);
    await createPlant(page, 300, 'Tulip');
    await expect.poll(() => listedStates(page)).toEqual(['Rose: Sent', 'Tulip: Failed']);
    const tulip = page.getByRole('listitem').filter({ hasText: 'Tulip' });
    expect(await tulip.textContent()).toContain('The plant store rejected this plant: id 300 is already taken');
    expect(await storedPlants()).toEqual([{ id: 300, name: 'Rose', timesAccepted: 1 }]);
    expect(await axeViolations(page)).toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await axeViolations(page)).toEqual([]);
  });

  it('stores exactly one plant when the network drops while its request is in flight', async () => {
    const page = await openPlantStore();
    await useToken(page, TOKEN);
    await dropNextPlantResponses(1);
    await createPlant(page, 400, 'Dropped');
    await expect.poll(() => listedStates(page), { timeout: 15_000 }).toEqual(['Dropped: Sent']);
    // Stored by the first request, whose answer was lost; the resend was a safe retry.
    expect(await storedPlants()).toEqual([{ id: 400, name: 'Dropped', timesAccepted: 2 }]);
  });
});
