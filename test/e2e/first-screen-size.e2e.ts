import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { openSession, serveLocalTiles, type Session } from './support/browser';
import { baseUrl } from './support/worker-server';

/** Until the browser has nothing left to do: every part of the first screen queued for a task of its own is drawn. */
async function idle(page: Page): Promise<void> {
  for (let i = 0; i < 3; i += 1) await page.evaluate(() => new Promise<void>((done) => requestIdleCallback(() => done())));
}

const elements = (page: Page) => page.evaluate(() => document.querySelectorAll('*').length);

/**
 * A place screen creates what is in or near the view (the map, the charts, the pollutant table and
 * the airports list come as the person scrolls to them), so a slow phone lays out a few hundred
 * elements, not the whole screen's. The counts vary a little with the day's weather (icons, warnings):
 * 552 and 675 on 26 Nov 2026, the wide screen's including the map just below the fold.
 */
describe.each([
  { width: 390, height: 844, most: 600 },
  { width: 1440, height: 900, most: 740 },
])('a place screen at $width×$height before scrolling', ({ width, height, most }) => {
  let session: Session;
  afterAll(() => session?.close());

  it(`has at most ${most} elements, and draws the rest as the person scrolls to it`, async () => {
    session = await openSession({ viewport: { width, height }, touch: width < 500 });
    await serveLocalTiles(session.context);
    const { page } = session;
    await page.goto(`${baseUrl()}/place/zurich`);
    await page.locator('.forecast-current__temp').waitFor();
    await page.locator('.daily__name').first().waitFor();
    await idle(page);
    const first = await elements(page);
    console.log(`${width}×${height}: ${first} elements before scrolling`);
    expect(first).toBeLessThanOrEqual(most);
    expect(await page.locator('.airports__item').count()).toBe(0);

    const airports = page.getByRole('region', { name: 'Nearest airports' });
    await airports.scrollIntoViewIfNeeded();
    await airports.getByRole('listitem').first().waitFor();
    const air = page.getByRole('region', { name: 'Air quality' });
    await air.scrollIntoViewIfNeeded();
    await air.getByRole('table', { name: 'Pollutants now' }).waitFor();
    expect(await elements(page)).toBeGreaterThan(first);
  });
});
