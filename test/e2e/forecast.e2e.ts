import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openSession, waitForPersistedCache, waitForServiceWorker, type Session } from './support/browser';
import { scrollToCard } from './support/come-near';
import { airQualityEndpoint } from '../../src/api/endpoints/air-quality';
import { nearestAirportsEndpoint } from '../../src/api/endpoints/airports';
import { locationEndpoint } from '../../src/api/endpoints/places';
import { weatherEndpoint } from '../../src/api/endpoints/weather';
import { baseUrl } from './support/worker-server';

const PANELS = ['Current conditions', 'Sources', 'Next hour', 'Next 24 hours', '7-day forecast', 'Compare forecast models'];

let session: Session | undefined;
afterEach(async () => {
  await session?.close();
  session = undefined;
});

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function expectEveryPanel(page: Page): Promise<void> {
  for (const name of PANELS) await region(page, name).waitFor();
  await (await scrollToCard(page, 'Next 24 hours')).getByRole('group', { name: /Temperature and feels like/ }).waitFor();
}

describe('the forecast on the place screen', () => {
  it('says in a chart’s own box when its code cannot be had, keeps the rest of the forecast, and draws the chart on Retry', async () => {
    session = await openSession({ viewport: { width: 1280, height: 900 } });
    const { page } = session;
    // As offline on a first visit, before the service worker holds the charts' code.
    const blocked = /\/assets\/charts-[\w-]+\.(js|css)$/;
    await page.route(blocked, (route) => route.abort('internetdisconnected'));
    await page.goto(`${baseUrl()}/place/zurich`);
    const hourly = region(page, 'Next 24 hours');
    await hourly.getByText('This chart: not downloaded').waitFor();
    expect(await region(page, 'Current conditions').getByLabel(/^Temperature/).count()).toBe(1);
    expect(await page.getByText('The forecast: could not be shown').count()).toBe(0);
    await page.unroute(blocked);
    await hourly.getByRole('button', { name: 'Retry' }).click();
    await hourly.locator('.chart__frame svg').waitFor();
  });

  it('keeps a chart’s table open when the person opened it before the chart’s code came', async () => {
    session = await openSession({ viewport: { width: 1280, height: 900 } });
    const { page } = session;
    let release = () => {};
    const held = new Promise<void>((done) => (release = done));
    await page.route(/\/assets\/charts-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${baseUrl()}/place/zurich`);
    const hourly = await scrollToCard(page, 'Next 24 hours');
    await hourly.getByText('Show table').click();
    expect(await hourly.locator('.chart__frame--loading').count()).toBe(1);
    release();
    await hourly.locator('.chart__frame svg').waitFor();
    await hourly.locator('.chart__table tbody tr').first().waitFor();
    expect(await hourly.locator('.chart__table').getAttribute('open')).not.toBeNull();
  });

  it('on a 360×740 phone: every panel, units switched everywhere, models compared', async () => {
    session = await openSession({ viewport: { width: 360, height: 740 } });
    const { page } = session;
    await page.goto(`${baseUrl()}/place/zurich`);
    await expectEveryPanel(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await region(page, 'Current conditions').getByLabel(/^Temperature/).getAttribute('aria-label')).toMatch(/°C$/);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
    for (const name of ['Fahrenheit (°F)', 'Knots (kn)', 'Inches (in)', 'Inches of mercury (inHg)', 'Miles (mi)']) {
      await page.getByRole('radio', { name }).check();
    }
    await page.goBack();
    const current = region(page, 'Current conditions');
    await expect.poll(() => current.getByLabel(/^Temperature/).getAttribute('aria-label')).toMatch(/°F$/);
    // The cards after the first come a few tasks after it.
    await expectEveryPanel(page);
    expect(await region(page, 'Details').getByText(/^\d+\skn$/).count()).toBeGreaterThan(0);
    expect(await region(page, 'Details').textContent()).toMatch(/inHg.*mi/s);
    // A day's rain amount is among the details its line opens.
    const week = region(page, '7-day forecast');
    await week.getByRole('button', { name: /^Today\b/ }).click();
    expect(await week.locator('.daily__details dd').allTextContents()).toContainEqual(expect.stringMatching(/\sin$/));
    const hourly = region(page, 'Next 24 hours');
    await hourly.getByText('Show table').click();
    expect(await hourly.locator('tbody tr').first().textContent()).toMatch(/°.*°$/);
    await hourly.getByRole('radio', { name: 'Precipitation' }).check();
    await expect.poll(() => hourly.locator('tbody tr').first().textContent()).toMatch(/%.*in$/);
    const nowcast = region(page, 'Next hour');
    if ((await nowcast.getByRole('group').count()) > 0) {
      await nowcast.getByText('Show table').click();
      expect(await nowcast.locator('tbody tr').first().textContent()).toMatch(/in$/);
    }

    const models = region(page, 'Compare forecast models');
    await models.getByLabel('ECMWF IFS').check();
    await models.getByLabel('ICON (DWD)').check();
    const chart = models.getByRole('group', { name: /Temperature by model/ });
    await chart.waitFor();
    // The first model's answer can draw before the second model's: wait for both.
    await expect.poll(() => chart.locator('.chart__series').count()).toBe(2);
    expect(await chart.locator('.chart__band').count()).toBe(1);
    expect(await models.locator('.chart__legend').first().textContent()).toMatch(/ECMWF IFS.*ICON \(DWD\).*Spread/);
    await chart.focus();
    await page.keyboard.press('ArrowRight');
    expect(await models.locator('.chart__readout').first().textContent()).toMatch(/ECMWF IFS −?\d+°.*ICON \(DWD\) −?\d+°; spread/);
  });

  it('renders every panel offline from the persisted cache, sources included', async () => {
    session = await openSession();
    const { page, context } = session;
    await page.goto(`${baseUrl()}/place/istanbul`);
    await expectEveryPanel(page);
    const temperature = await region(page, 'Current conditions').getByLabel(/^Temperature/).textContent();
    await waitForServiceWorker(page);
    // The persister throttles its writes: wait until every answer on screen is stored.
    await waitForPersistedCache(page, [weatherEndpoint, airQualityEndpoint, nearestAirportsEndpoint, locationEndpoint].map(({ path }) => ({ endpoint: path })));

    await context.setOffline(true);
    await page.reload();
    await expectEveryPanel(page);
    expect(await region(page, 'Current conditions').getByLabel(/^Temperature/).textContent()).toBe(temperature);
    expect(await region(page, 'Sources').textContent()).toMatch(/Current conditions from a nearby weather station/);
    expect(await region(page, 'Next hour').textContent()).toMatch(/not available for this place/);
  });
});
