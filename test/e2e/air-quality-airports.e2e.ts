import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { openSession, serveLocalTiles, waitForPersistedCache, waitForServiceWorker, type Session } from './support/browser';
import { scrollToCard } from './support/come-near';
import { scrollToMap } from './support/place-map';
import { airQualityEndpoint } from '../../src/api/endpoints/air-quality';
import { nearestAirportsEndpoint } from '../../src/api/endpoints/airports';
import { baseUrl } from './support/worker-server';

const PHONE = { width: 360, height: 740 };

let session: Session | undefined;
afterEach(async () => {
  await session?.close();
  session = undefined;
});

const airQualityPanel = (page: Page) => page.getByRole('region', { name: 'Air quality' });
const airportsPanel = (page: Page) => page.getByRole('region', { name: 'Nearest airports' });
const airportRows = (page: Page) => airportsPanel(page).getByRole('listitem');

async function shownDistances(page: Page): Promise<number[]> {
  const texts = await airportsPanel(page).locator('.airports__distance').allTextContents();
  return texts.map((text) => Number.parseFloat(text));
}

describe('air quality and nearest airports on the place screen', () => {
  it('shows the AQI and five airports on a phone, lists twenty sorted by distance on request, and passes axe in both colour schemes', async () => {
    session = await openSession({ viewport: PHONE });
    const { page } = session;
    await page.goto(`${baseUrl()}/place/zurich`);

    const badge = airQualityPanel(page).locator('.aqi-badge');
    await badge.waitFor();
    expect(await badge.textContent()).toMatch(/^US AQI \d{1,3} (Good|Moderate|Unhealthy for Sensitive Groups|Unhealthy|Very Unhealthy|Hazardous)$/);
    const pollutants = (await scrollToCard(page, 'Air quality')).getByRole('table', { name: 'Pollutants now' });
    await pollutants.waitFor();
    expect(await pollutants.getByRole('row').count()).toBe(8);
    await scrollToCard(page, 'Nearest airports');
    await expect.poll(() => airportRows(page).count()).toBe(5);

    await airportsPanel(page).getByLabel('Airports shown').selectOption('20');
    await expect.poll(() => airportRows(page).count()).toBe(20);
    const distances = await shownDistances(page);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));

    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      expect(await axeViolations(page, '.air-quality'), `air quality, ${colorScheme}`).toEqual([]);
      expect(await axeViolations(page, '.airports'), `airports, ${colorScheme}`).toEqual([]);
    }
  });

  it('renders both panels offline after a visit, from the persisted cache', async () => {
    session = await openSession();
    const { page, context } = session;
    await page.goto(`${baseUrl()}/place/zurich`);
    const badge = airQualityPanel(page).locator('.aqi-badge');
    await badge.waitFor();
    await scrollToCard(page, 'Nearest airports');
    await expect.poll(() => airportRows(page).count()).toBe(5);
    const aqi = await badge.textContent();
    const airports = await airportRows(page).allTextContents();
    await waitForServiceWorker(page);
    await waitForPersistedCache(page, [{ endpoint: airQualityEndpoint.path }, { endpoint: nearestAirportsEndpoint.path }]);

    await context.setOffline(true);
    await page.reload();
    await badge.waitFor();
    expect(await badge.textContent()).toBe(aqi);
    await scrollToCard(page, 'Nearest airports');
    await expect.poll(() => airportRows(page).allTextContents()).toEqual(airports);
    expect(await airQualityPanel(page).locator('.data-age').textContent()).toMatch(/^Updated/);
  });
});

describe('airports on the map', () => {
  it('marks each listed airport on the map by its code, and opens its forecast from the marker by keyboard', async () => {
    session = await openSession();
    const { page, context } = session;
    await serveLocalTiles(context);
    await page.goto(`${baseUrl()}/place/zurich`);
    await scrollToCard(page, 'Nearest airports');
    await airportRows(page).first().waitFor();
    const listed = (await airportsPanel(page).locator('.airports__icao').allTextContents()).map((code) => code.trim());
    await scrollToMap(page);
    const badges = page.locator('.place-map .map-badge');
    await expect.poll(() => badges.count()).toBe(listed.length);
    expect((await badges.allTextContents()).sort()).toEqual([...listed].sort());
    expect(await page.locator('.place-map .map-pin').count()).toBe(1);

    // Chosen by keyboard, as anyone can (map-gestures.e2e.ts checks that no two badges overlap).
    await badges.filter({ hasText: 'LSZH' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/at\/47\.45\d*,8\.5\d*$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/near/);
  });
});
