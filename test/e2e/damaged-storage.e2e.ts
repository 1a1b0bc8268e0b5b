import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession, serveLocalTiles, waitForPersistedCache, waitForServiceWorker, type Session } from './support/browser';
import { resetPlantStore, storedPlants } from './support/plants-control';
import { airQualityEndpoint } from '../../src/api/endpoints/air-quality';
import { nearestAirportsEndpoint } from '../../src/api/endpoints/airports';
import { weatherEndpoint } from '../../src/api/endpoints/weather';
import { baseUrl } from './support/worker-server';

/** Ways a stored value can be wrong: the four, applied to every query and every document. */
const DAMAGE = {
  garbage: { garbage: true },
  null: null,
  'wrong type': 'a string where an object belongs',
  'future version': { version: 99, payload: { shape: 'unknown to this build' } },
} as const;
type Damage = keyof typeof DAMAGE;

let session: Session;

/**
 * Writes `value` over the data of every persisted query and every key-value document, from a
 * same-origin page that does not run the app (so nothing in memory writes the good copy back).
 */
async function damageEverything(page: Page, value: unknown, options: { wholeClient?: boolean } = {}): Promise<void> {
  await page.goto(`${baseUrl()}/robots.txt`);
  await page.evaluate(
    ({ value, wholeClient }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('skycache');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(['query-cache', 'kv'], 'readwrite');
          const cache = tx.objectStore('query-cache');
          const read = cache.get('client');
          read.onsuccess = () => {
            const client = read.result as { clientState: { queries: { state: { data: unknown } }[] } } | undefined;
            if (wholeClient) cache.put(value, 'client');
            else if (client) {
              for (const query of client.clientState.queries) query.state.data = value;
              cache.put(client, 'client');
            }
          };
          const kv = tx.objectStore('kv');
          const keys = kv.getAllKeys();
          keys.onsuccess = () => {
            for (const key of keys.result) if (key !== 'plants/outbox' && key !== 'plants/token') kv.put(value, key);
          };
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    { value, wholeClient: options.wholeClient ?? false },
  );
}

/** The screen shows something a person can use: text in #root and, within a few seconds, no loader left. */
async function expectUsableScreen(page: Page): Promise<string> {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await expect
    .poll(() => page.evaluate(() => document.querySelectorAll('.skeleton').length), { timeout: 10_000 })
    .toBe(0);
  const text = (await page.locator('#root').innerText()).trim();
  expect(text.length).toBeGreaterThan(0);
  return text;
}

beforeAll(async () => {
  session = await openSession({ viewport: { width: 390, height: 844 } });
  const { page, context } = session;
  await serveLocalTiles(context);
  await page.goto(`${baseUrl()}/place/zurich`);
  await page.getByRole('heading', { level: 1, name: /Zürich/ }).waitFor();
  await page.getByRole('button', { name: 'Save place' }).click();
  await waitForServiceWorker(page);
  await waitForPersistedCache(page, [weatherEndpoint, airQualityEndpoint, nearestAirportsEndpoint].map(({ path }) => ({ endpoint: path })));
});

afterAll(() => session.close());

describe('a device whose stored data is damaged', () => {
  it.each(Object.keys(DAMAGE) as Damage[])('still shows the place when every stored value is %s, online and then offline', async (damage) => {
    const { page, context } = session;
    await damageEverything(page, DAMAGE[damage]);
    await page.goto(`${baseUrl()}/place/zurich`);
    expect(await expectUsableScreen(page)).toContain('Zürich');
    await page.getByLabel(/^Temperature/).first().waitFor();
    await waitForPersistedCache(page);

    await damageEverything(page, DAMAGE[damage]);
    await context.setOffline(true);
    try {
      await page.goto(`${baseUrl()}/place/zurich`);
      expect(await expectUsableScreen(page)).toMatch(/Zürich|not downloaded/);
      await page.goto(baseUrl());
      await expectUsableScreen(page);
    } finally {
      await context.setOffline(false);
    }
  });

  it('starts afresh from a query-cache record that is not a query cache at all', async () => {
    const { page } = session;
    await damageEverything(page, 'garbage', { wholeClient: true });
    await page.goto(`${baseUrl()}/place/zurich`);
    expect(await expectUsableScreen(page)).toContain('Zürich');
  });

  it('delivers every valid plant of a damaged outbox exactly once and says what was set aside', async () => {
    const { page } = session;
    await resetPlantStore();
    await page.goto(`${baseUrl()}/robots.txt`);
    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('skycache');
          open.onsuccess = () => {
            const tx = open.result.transaction('kv', 'readwrite');
            const queued = (key: string, id: number) => ({ key, plant: { id, name: `Plant ${id}` }, status: 'queued', createdAt: 1, updatedAt: 1, attempts: 0 });
            tx.objectStore('kv').put([queued('a', 901), { garbage: true }, null, queued('b', 902)], 'plants/outbox');
            tx.objectStore('kv').put('dev-plant-token', 'plants/token');
            tx.oncomplete = () => {
              open.result.close();
              resolve();
            };
            tx.onerror = () => reject(tx.error);
          };
          open.onerror = () => reject(open.error);
        }),
    );
    await page.goto(`${baseUrl()}/plants`);
    await page.getByRole('alert').filter({ hasText: 'set aside' }).waitFor();
    await expect.poll(async () => (await storedPlants()).map((plant) => `${plant.id}×${plant.timesAccepted}`)).toEqual(['901×1', '902×1']);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Plant store' }).waitFor();
    await page.getByText('Plant 902').first().waitFor();
    expect((await storedPlants()).map((plant) => `${plant.id}×${plant.timesAccepted}`)).toEqual(['901×1', '902×1']);
  });
});
