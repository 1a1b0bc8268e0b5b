import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openSession, serveLocalTiles, type Session } from './support/browser';
import { baseUrl } from './support/worker-server';

const DAY = 24 * 3_600_000;

/** A cold interior, a hot desert, the wet tropics: in any season one of them has hazards ahead. */
const HAZARDOUS_PLACES = ['/place/yakutsk?at=62.0339,129.7331', '/place/riyadh?at=24.6877,46.7219', '/place/singapore?at=1.2897,103.8501'];

let session: Session;
afterAll(async () => {
  await session?.close();
});

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

describe('weather warnings as time passes', () => {
  it('names the hazards ahead in words, offline too, and drops them once their hours have passed', async () => {
    session = await openSession({ viewport: { width: 1280, height: 900 } });
    const { page, context } = session;
    await serveLocalTiles(context);
    await page.clock.install();
    let found = false;
    for (const path of HAZARDOUS_PLACES) {
      await page.goto(`${baseUrl()}${path}`);
      await region(page, 'Current conditions').waitFor();
      if ((await region(page, 'Weather warnings').count()) > 0) {
        found = true;
        break;
      }
    }
    expect(found).toBe(true);
    const warnings = region(page, 'Weather warnings').getByRole('listitem');
    expect(await warnings.count()).toBeGreaterThan(0);
    for (const text of await warnings.allTextContents()) {
      expect(text).toMatch(/^(Frost|Extreme heat|Heavy rain|Thunderstorm|Strong wind|Unhealthy air)(Severe warning|Warning)/);
      expect(text).toContain('from the forecast');
    }

    // Offline, with the screen left open: a week and a day on, every hour and day of the saved
    // forecast has passed, and so has every warning it gave.
    await context.setOffline(true);
    await page.clock.fastForward(8 * DAY);
    await expect.poll(() => region(page, 'Weather warnings').count()).toBe(0);
    expect(await region(page, 'Current conditions').count()).toBe(1);
  });
});
