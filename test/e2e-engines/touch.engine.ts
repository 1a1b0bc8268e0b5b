import { describe, expect, it } from 'vitest';
import { POINT_NAMES } from '../../src/features/forecast/charts/chart-frame';
import { engineFromEnvironment } from './support/engine';
import { engineSession } from './support/engine-session';
import { scrollToRole, waitForText, waitUntil } from './support/page-actions';

const engine = engineFromEnvironment();

// WebKitGTK cannot emulate a touch screen: its touch actions arrive as a mouse's and its pointer
// stays fine (docs/browsers.md), so there the phone-sized checks run with the mouse elsewhere.
describe.skipIf(engine === 'webkit')(`a phone's touch screen in ${engine}`, () => {
  const session = engineSession({ viewport: { width: 390, height: 844 }, touch: true });

  it('the hourly chart says to tap it, not which keys to press', async () => {
    await session.page.goto(`${session.server.baseUrl}/place/zurich`);
    await scrollToRole(session.page, 'region', 'Next 24 hours');
    await waitForText(session.page, `Tap the chart to read each ${POINT_NAMES.hourly}.`);
    // The keys' hint stays for screen readers alone: in the page, but drawn in no more than a pixel.
    const keyHints = await session.page.evaluate(() =>
      [...document.querySelectorAll('span')].filter((span) => span.textContent?.startsWith('Focus the chart and use')).map((span) => span.getBoundingClientRect().width),
    );
    expect(keyHints.length).toBeGreaterThan(0);
    expect(keyHints.every((width) => width <= 1)).toBe(true);
    expect(await session.page.errors()).toEqual([]);
  });

  it('a tap on a day of the 7-day forecast opens its details', async () => {
    const day = await scrollToRole(session.page, 'button', /^Today/);
    await session.page.tap(day.x, day.y);
    await waitUntil(
      () => session.page.evaluate(() => [...document.querySelectorAll('button[aria-expanded="true"]')].some((button) => button.textContent?.startsWith('Today'))),
      'the day to be open',
    );
    expect(await session.page.errors()).toEqual([]);
  });
});
