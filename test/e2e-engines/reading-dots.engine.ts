import { describe, expect, it } from 'vitest';
import { DOTTED_READINGS, dotsExpected, readingsInPage, type Reading } from '../e2e/support/reading-dots';
import { engineFromEnvironment } from './support/engine';
import { engineSession } from './support/engine-session';
import { waitUntil } from './support/page-actions';

const engine = engineFromEnvironment();
const session = engineSession({ viewport: { width: 390, height: 844 } });

describe(`readings between dots in ${engine}`, () => {
  it('puts a dot only between readings on one line, wide and wrapped, left to right and right to left', async () => {
    const { page, server } = session;
    const seen: Record<string, { shown: boolean[]; expected: boolean[] }> = {};
    await page.goto(server.baseUrl);
    for (const language of ['en', 'ar']) {
      // The language as Settings keeps it (src/i18n/language-choice.ts).
      await page.evaluate((code) => localStorage.setItem('skycache.language', code), language);
      for (const { path, panel, column, count } of DOTTED_READINGS) {
        await page.goto(`${server.baseUrl}${path}`);
        const wide = await waitUntil(async () => {
          const readings = await page.evaluate(readingsInPage, panel).catch(() => [] as Reading[]);
          return readings.length === count && readings;
        }, `${count} readings in ${panel}`);
        // Then narrower than two side by side, so they wrap.
        await page.evaluate((selector) => ((document.querySelector(selector) as HTMLElement).style.maxWidth = '7em'), column);
        const wrapped = await page.evaluate(readingsInPage, panel);
        expect(wrapped[1]!.top, `${language} ${panel} wraps`).toBeGreaterThanOrEqual(wrapped[0]!.bottom);
        for (const [shape, readings] of [['wide', wide], ['wrapped', wrapped]] as const) {
          seen[`${language} ${path} ${panel} ${shape}`] = { shown: readings.map((reading) => reading.dotShown), expected: dotsExpected(readings) };
        }
      }
    }
    await page.evaluate(() => localStorage.removeItem('skycache.language'));
    for (const [where, { shown, expected }] of Object.entries(seen)) expect(shown, where).toEqual(expected);
    expect(await page.errors()).toEqual([]);
  });
});
