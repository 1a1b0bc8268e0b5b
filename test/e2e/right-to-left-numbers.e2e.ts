import { afterAll, describe, expect, it } from 'vitest';
import { ARABIC_WEEK_REGION, FREEZING_POINT, MILD_PLACE, readSignsInPage, type SignReading } from './support/bidi-signs';
import { openSession, serveLocalTiles, type Session } from './support/browser';
import { scrollThrough } from './support/come-near';
import { baseUrl } from './support/worker-server';

let session: Session;
afterAll(() => session?.close());

describe('numbers in right-to-left text', () => {
  it('in Arabic, draws every degree sign right of its digits and every minus left of them, mild and freezing', { timeout: 120_000 }, async () => {
    session = await openSession({ locale: 'ar-EG', viewport: { width: 1280, height: 900 } });
    const { page, context } = session;
    await serveLocalTiles(context);
    const readings: Record<string, SignReading> = {};
    for (const path of [MILD_PLACE, FREEZING_POINT]) {
      await page.goto(`${baseUrl()}${path}`);
      await page.getByRole('region', { name: ARABIC_WEEK_REGION, exact: true }).locator('.daily__name').first().waitFor();
      await scrollThrough(page);
      await page.locator('.chart__frame svg').first().waitFor();
      readings[path] = await page.evaluate(readSignsInPage);
    }
    expect(readings[MILD_PLACE]!.wrong).toEqual([]);
    expect(readings[FREEZING_POINT]!.wrong).toEqual([]);
    // Both screens show temperatures; the freezing one shows them below zero.
    expect(readings[MILD_PLACE]!.degrees).toBeGreaterThan(10);
    expect(readings[FREEZING_POINT]!.minuses).toBeGreaterThan(10);
  });
});
