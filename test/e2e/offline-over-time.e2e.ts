import { airQualityEndpoint } from '../../src/api/endpoints/air-quality';
import { nearestAirportsEndpoint } from '../../src/api/endpoints/airports';
import { embedCurrentEndpoint } from '../../src/api/endpoints/embed-current';
import { weatherEndpoint } from '../../src/api/endpoints/weather';
import { ANSWER_TIMEOUT_MS } from '../../src/api/client';
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { backOnline, keepOffline, openSession, serveLocalTiles, waitForPersistedCache, waitForServiceWorker, type Session } from './support/browser';
import { scrollToCard } from './support/come-near';
import { layoutShiftTotal, watchLayoutShifts } from './support/layout-shift';
import { resetMockFaults, setMockFaults } from './support/mock-control';
import { hourIn } from './support/place-hour';
import { baseUrl } from './support/worker-server';

const HOUR = 3_600_000;
const SAVED = ['zurich', 'istanbul', 'sydney'];

let session: Session;
afterAll(async () => {
  await resetMockFaults();
  await session?.close();
});

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Saves places the way the app stores them, without opening any of them. */
async function saveWithoutOpening(page: Page, slugs: string[]): Promise<void> {
  await page.evaluate(async (wanted) => {
    const places = await Promise.all(
      wanted.map(async (slug) => {
        const { location } = (await (await fetch(`/api/py/locations?slug=${slug}`)).json()) as {
          location: { slug: string; name: string; country?: string; lat: number; lon: number };
        };
        return { slug: location.slug, name: location.name, country: location.country, lat: location.lat, lon: location.lon };
      }),
    );
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open('skycache');
      open.onsuccess = () => {
        const tx = open.result.transaction('kv', 'readwrite');
        tx.objectStore('kv').put(places, 'saved-places');
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error ?? new Error('could not save'));
      };
    });
  }, slugs);
}

describe('offline, and as time passes', () => {
  it('keeps three saved places complete without opening them, then shows only what lies ahead 30 h later', async () => {
    session = await openSession({ viewport: { width: 1280, height: 900 } });
    const { page, context } = session;
    await serveLocalTiles(context);
    await page.clock.install();
    await page.goto(`${baseUrl()}/`);
    await waitForServiceWorker(page);
    await saveWithoutOpening(page, SAVED);
    await page.reload();
    // Each row gets its weather and age; every screen's data is fetched in the background.
    await expect.poll(() => page.locator('.saved-places__weather').filter({ hasText: /°.*ago|just now/ }).count(), { timeout: 20_000 }).toBe(3);
    await waitForPersistedCache(page, [
      ...[weatherEndpoint, airQualityEndpoint, nearestAirportsEndpoint].map(({ path }) => ({ endpoint: path })),
      ...SAVED.map((slug) => ({ endpoint: embedCurrentEndpoint.path, saying: `"${slug}"` })),
    ]);

    await context.setOffline(true);
    for (const slug of SAVED) {
      await page.locator(`.saved-places a[href^="/place/${slug}?"]`).click();
      await region(page, 'Current conditions').waitFor();
      await region(page, '7-day forecast').waitFor();
      await (await scrollToCard(page, 'Air quality')).getByRole('table', { name: 'Pollutants now' }).waitFor();
      await (await scrollToCard(page, 'Nearest airports')).getByRole('listitem').first().waitFor();
      expect(await page.getByText(/not downloaded/i).count()).toBe(0);
      await page.goBack();
    }

    // Hours pass, still offline, with the app left open: the screen re-anchors itself.
    await page.locator('.saved-places a[href^="/place/zurich?"]').click();
    await region(page, 'Current conditions').waitFor();
    // The hourly table's rows are made once it is opened.
    await region(page, 'Next 24 hours').getByText('Show table').click();
    await page.clock.fastForward(3 * HOUR);
    const firstHour = region(page, 'Next 24 hours').locator('tbody tr').first();
    const threeHoursOn = await page.evaluate(() => Date.now());
    await expect.poll(() => firstHour.textContent()).toContain(hourIn('Europe/Zurich', threeHoursOn));

    // 30 hours on: the mock's 24 hours have all passed, yesterday is gone, the age is at the top.
    await page.clock.fastForward(27 * HOUR);
    const current = region(page, 'Current conditions');
    await expect.poll(() => current.locator('.forecast-current__time').textContent()).toMatch(/As of \d{2}:\d{2} local time, 3[01] h ago/);
    expect(await region(page, 'Next 24 hours').textContent()).toContain('Every hour of this forecast has passed.');
    const days = region(page, '7-day forecast').locator('.daily__name');
    await expect.poll(() => days.count()).toBeLessThan(7);
    expect(await days.first().textContent()).toBe('Today');
    expect(await page.getByRole('status').filter({ hasText: 'You are offline' }).textContent()).toMatch(/data shown is from/);

    // The home screen too: every saved row and the card say how old they are, the card's days start today.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await expect.poll(() => page.locator('.saved-places__weather').filter({ hasText: /3[01] h ago/ }).count()).toBe(SAVED.length);
    await expect.poll(() => page.locator('.local-weather__condition').textContent()).toMatch(/3[01] h ago/);
    const strip = page.getByRole('region', { name: 'Next 7 days' }).locator('.day-strip__name');
    await expect.poll(() => strip.count()).toBeLessThan(7);
    expect(await strip.first().textContent()).toBe('Today');
    // Where the card's hours were, one line says they have passed, in the middle of their room.
    const outlook = page.locator('.home__outlook');
    await expect.poll(() => outlook.textContent()).toContain('Every hour of the saved hourly forecast has passed.');
    const [room, line] = await Promise.all([outlook.boundingBox(), outlook.locator(':scope > div').boundingBox()]);
    expect(Math.abs(room!.y + room!.height / 2 - (line!.y + line!.height / 2))).toBeLessThanOrEqual(1);

    // A place never downloaded says so at once.
    await page.goto(`${baseUrl()}/place/london?at=51.5074,-0.1278`);
    await keepOffline(page);
    await page.getByText(/not downloaded/).first().waitFor({ timeout: 5_000 });
  });

  it('opens a saved place offline straight to its saved weather: never "not downloaded" first, and nothing in view moves', async () => {
    const { context } = session;
    // A new tab, started with the network already off (as a phone opening the app offline).
    const tab = await context.newPage();
    await tab.setViewportSize({ width: 390, height: 844 });
    await tab.addInitScript(() => {
      const seen = window as unknown as { notDownloadedSeen: boolean };
      seen.notDownloadedSeen = false;
      new MutationObserver(() => {
        if (document.querySelector('.not-downloaded')) seen.notDownloadedSeen = true;
      }).observe(document, { subtree: true, childList: true });
    });
    await watchLayoutShifts(tab, { fromLoad: true });
    await tab.goto(`${baseUrl()}/place/zurich`);
    await region(tab, 'Current conditions').waitFor();
    await region(tab, '7-day forecast').waitFor();
    expect(await layoutShiftTotal(tab)).toBeLessThan(0.01);
    await (await scrollToCard(tab, 'Air quality')).getByRole('table', { name: 'Pollutants now' }).waitFor();
    expect(await tab.evaluate(() => (window as unknown as { notDownloadedSeen: boolean }).notDownloadedSeen)).toBe(false);
    await tab.close();
  });

  it('names the weather service as unreachable when the browser is online but no answer comes', async () => {
    const { page, context } = session;
    await backOnline(page);
    await setMockFaults({ latencyMs: 30_000 });
    // The service worker sends it: a request of the context, not of the page.
    const asked = context.waitForEvent('request', (request) => new URL(request.url()).pathname === weatherEndpoint.path);
    await page.goto(`${baseUrl()}/at/40.4168,-3.7038`);
    await asked;
    // The page waits this long for an answer before it says so: the time passes at once.
    await page.clock.runFor(ANSWER_TIMEOUT_MS);
    await page.getByText("Can't reach the weather service").first().waitFor();
    expect(await page.getByText('You are offline').count()).toBe(0);
    await resetMockFaults();
  });

  it('keeps two tabs in step and deletes downloaded weather without losing saved places', async () => {
    const { page, context } = session;
    await page.goto(`${baseUrl()}/`);
    const other = await context.newPage();
    await other.goto(`${baseUrl()}/`);
    await other.locator('.saved-places__item').first().waitFor();
    await page.locator('.saved-places__item[data-place="sydney"]').getByRole('button', { name: /^Remove/ }).click();
    await expect.poll(() => other.locator('.saved-places__item').count(), { timeout: 3_000 }).toBe(2);
    await other.close();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
    await page.getByText(/^Stored: /).waitFor();
    await page.getByRole('button', { name: 'Delete downloaded weather' }).click();
    await page.getByText(/Downloaded weather deleted/).waitFor();
    expect(await page.evaluate(() => caches.has('api'))).toBe(false);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await expect.poll(() => page.locator('.saved-places__item').count()).toBe(2);
  });
});
