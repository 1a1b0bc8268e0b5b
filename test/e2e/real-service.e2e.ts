import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { realWeatherShapeAt } from '../../src/mocks/real-service/profile';
import { openSession, serveLocalTiles, waitForPersistedCache, waitForServiceWorker, type Session } from './support/browser';

/** The main flows once more, against the mock answering in the real service's shapes (MOCK_PROFILE=real-service). */
const base = () => inject('realServiceBaseUrl');

interface Point {
  lat: number;
  lon: number;
}

const region = (page: Page, name: string) => page.getByRole('region', { name });
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const currentTemperature = (page: Page) => region(page, 'Current conditions').getByLabel(/^Temperature/);

/** Whatever a panel says, it never says the data could not be read. */
async function expectNoFailedPanel(page: Page) {
  expect(await page.getByText(/^Could not (load|show)/).count()).toBe(0);
}

/** A point on land in Europe whose forecast comes in the seasonal fallback's shape. */
function seasonalFallbackPoint(): Point {
  for (let lat = 46; lat < 49; lat += 0.13) {
    for (let lon = 4; lon < 11; lon += 0.17) {
      const point = { lat: Number(lat.toFixed(4)), lon: Number(lon.toFixed(4)) };
      if (realWeatherShapeAt(point.lat, point.lon) === 'seasonal-fallback') return point;
    }
  }
  throw new Error('no seasonal-fallback point');
}

let session: Session;
beforeAll(async () => {
  session = await openSession();
  await serveLocalTiles(session.context);
});
afterAll(() => session.close());

describe('the app against the real service’s shapes', () => {
  it('shows the weather here on the home screen, then finds Paris by search, with forecast, air quality and airports', async () => {
    const { page } = session;
    await page.goto(base());
    await page.locator('.local-weather__temp, .local-weather').first().waitFor();
    await expectNoFailedPanel(page);

    await page.getByRole('combobox', { name: 'Search for a place' }).pressSequentially('paris', { delay: 40 });
    await page.getByRole('option', { name: /^Paris, / }).first().click();
    // The resolver's slug, which /api/py/locations cannot look up: the link carries the point.
    await page.waitForURL(/\/place\/paris[a-z0-9-]*\?at=48\.\d{4},2\.\d{4}$/);
    await expect.poll(() => heading(page).textContent()).toMatch(/^Paris/);
    await currentTemperature(page).waitFor();
    await region(page, 'Air quality').locator('.aqi-badge').waitFor();
    await expect.poll(() => region(page, 'Nearest airports').getByRole('listitem').count()).toBeGreaterThan(0);
    await expectNoFailedPanel(page);
  });

  it('opens the place nearest to a tap on the map', async () => {
    const { page } = session;
    const map = page.getByRole('application', { name: /^Map centred on Paris/ });
    await map.scrollIntoViewIfNeeded();
    const box = (await map.boundingBox())!;
    // About 100 km east of Paris, towards Reims.
    await page.mouse.click(box.x + box.width / 2 + 60, box.y + box.height / 2 - 20);
    await page.waitForURL((url) => /^\/(place|at)\//.test(url.pathname) && !url.pathname.startsWith('/place/paris'));
    await expect.poll(() => heading(page).textContent()).not.toMatch(/^Paris/);
    await currentTemperature(page).waitFor();
    await expectNoFailedPanel(page);
  });

  it('opens a shared link whose slug answers 404 by its coordinates, and a place whose providers all failed', async () => {
    const { page } = session;
    await page.goto(`${base()}/place/bern-0a1b2c?at=46.9480,7.4474`);
    await expect.poll(() => heading(page).textContent()).toMatch(/46\.95°N, 7\.45°E/);
    await currentTemperature(page).waitFor();
    await expectNoFailedPanel(page);

    const fallback = seasonalFallbackPoint();
    await page.goto(`${base()}/at/${fallback.lat.toFixed(4)},${fallback.lon.toFixed(4)}`);
    await currentTemperature(page).waitFor();
    await expectNoFailedPanel(page);
  });

  it('reports a dust event above the EPA scale’s 500 as hazardous', async () => {
    const { page } = session;
    await page.goto(`${base()}/at/13.5116,2.1254`);
    await expect.poll(() => region(page, 'Air quality').locator('.aqi-badge').textContent()).toMatch(/^US AQI [5-9]\d\d Hazardous$/);
  });

  it('reloads a visited place offline from the persisted cache', async () => {
    const { page, context } = session;
    await page.goto(`${base()}/place/london?at=51.5085,-0.1257`);
    const temperature = await currentTemperature(page).textContent();
    await waitForServiceWorker(page);
    await waitForPersistedCache(page, ['forecast']);
    await context.setOffline(true);
    await page.reload();
    await expect.poll(() => heading(page).textContent()).toMatch(/^London/);
    expect(await currentTemperature(page).textContent()).toBe(temperature);
    await context.setOffline(false);
  });
});
