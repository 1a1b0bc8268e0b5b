import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import type { Page } from 'playwright-core';
import { backOnline, keepOffline, openSession, serveLocalTiles, waitForServiceWorker, type Session } from './support/browser';
import { resetMockFaults, setMockFaults } from './support/mock-control';
import { baseUrl } from './support/worker-server';

/** Every kind of screen, each with what shows it has finished loading. */
const SCREENS = [
  { path: '/', ready: 'Refresh' },
  { path: '/place/zurich', ready: 'Refresh' },
  { path: '/at/47.3700,8.5400', ready: 'Refresh' },
  { path: '/place/nowhere-at-all-xyz', ready: 'Search for a place' },
  { path: '/settings', ready: 'Search for a place' },
  { path: '/plants', ready: 'Create plant' },
  { path: '/about', ready: 'Search for a place' },
];

let session: Session | undefined;
afterEach(async () => {
  await resetMockFaults();
  await session?.close();
  session = undefined;
});

/** axe-core's violations on the page as it stands, in the light and then the dark scheme. */
async function violationsInBothSchemes(page: Page, what: string): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    expect(await axeViolations(page), `${what} (${colorScheme})`).toEqual([]);
  }
}

describe('accessibility', () => {
  it('every screen passes axe-core on a phone, in the light and the dark colour scheme', async () => {
    session = await openSession({ viewport: { width: 360, height: 740 } });
    const { page, context } = session;
    await serveLocalTiles(context);
    for (const { path, ready } of SCREENS) {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(`${baseUrl()}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.getByText(ready).or(page.getByRole('button', { name: ready })).or(page.getByRole('combobox', { name: ready })).first().waitFor();
      expect(await axeViolations(page), `${path} (light)`).toEqual([]);
      await page.emulateMedia({ colorScheme: 'dark' });
      expect(await axeViolations(page), `${path} (dark)`).toEqual([]);
    }
  });

  it('the home and place screens pass axe-core on a 1440×900 desktop, in both schemes', async () => {
    session = await openSession({ viewport: { width: 1440, height: 900 } });
    const { page, context } = session;
    await serveLocalTiles(context);
    for (const path of ['/', '/place/zurich']) {
      await page.goto(`${baseUrl()}${path}`);
      await page.getByRole('button', { name: 'Refresh' }).first().waitFor();
      await violationsInBothSchemes(page, `${path} on a desktop`);
    }
  });

  it('the outage and offline states pass axe-core, in both schemes', async () => {
    session = await openSession({ viewport: { width: 390, height: 844 } });
    const { page, context } = session;
    await serveLocalTiles(context);
    await setMockFaults({ outage: true });
    await page.goto(`${baseUrl()}/place/paris`);
    await page.getByRole('button', { name: /Try again|Retry/ }).first().waitFor();
    await violationsInBothSchemes(page, 'a place during an outage');

    await resetMockFaults();
    await page.goto(`${baseUrl()}/`);
    await page.getByRole('button', { name: 'Refresh' }).first().waitFor();
    await waitForServiceWorker(page);
    await context.setOffline(true);
    // A place never downloaded, opened offline, under the offline banner.
    await page.goto(`${baseUrl()}/at/35.0000,139.0000`);
    await keepOffline(page);
    await page.getByText('You are offline.').waitFor();
    await page.getByText(/not downloaded/i).first().waitFor();
    await violationsInBothSchemes(page, 'a place offline, never downloaded');
    await backOnline(page);
  });
});
