import { mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { startAppServer, type AppServer } from '../e2e/support/app-server';
import { engineFromEnvironment, openEngine } from './support/engine';
import { clickRole, scrollToRole, waitForRole, waitForText, waitUntil } from './support/page-actions';

/** `npm run screenshots`: every engine's pictures side by side in one git-ignored folder, and the README's two. */
const FOLDER = 'test-results/engine-screenshots';
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];
/** Where the README's pictures live, by viewport width. */
const README_IMAGES: Record<number, string> = { 390: 'docs/images/phone.png', 1440: 'docs/images/desktop.png' };
const engine = engineFromEnvironment();

/** Runs in the page: nothing in view is a skeleton, a chart's placeholder or a part waiting to be drawn. */
function drawnInView(): boolean {
  return [...document.querySelectorAll('[aria-busy="true"], .chart__frame--loading, .when-near--waiting')].every((element) => {
    const box = element.getBoundingClientRect();
    return box.bottom <= 0 || box.top >= window.innerHeight;
  });
}
let server: AppServer;
beforeAll(async () => {
  server = await startAppServer();
  await mkdir(FOLDER, { recursive: true });
});
afterAll(() => server?.dispose());

describe(`screenshots in ${engine}`, () => {
  for (const viewport of VIEWPORTS) {
    for (const colorScheme of ['light', 'dark'] as const) {
      it(`home and Zürich at ${viewport.width}×${viewport.height}, ${colorScheme}`, async () => {
        const page = await openEngine(engine, { viewport, colorScheme });
        try {
          // MiniBrowser's window is never narrower than about 447 px: the name says what was shown instead.
          const shown = await page.evaluate(() => ({ width: innerWidth, height: innerHeight }));
          const other = shown.width === viewport.width && shown.height === viewport.height ? '' : `-at-${shown.width}x${shown.height}`;
          const name = (screen: string) => `${FOLDER}/${screen}-${viewport.width}x${viewport.height}-${colorScheme}-${engine}${other}.png`;
          await page.goto(server.baseUrl);
          await waitForText(page, 'Chance of precipitation');
          await waitForRole(page, 'region', 'Hour by hour'); // the home card's next hours come in after it
          await page.screenshot(name('home'));
          // The README's two pictures: home in Chromium's light scheme, on a phone and on a desktop.
          if (engine === 'chromium' && colorScheme === 'light') await page.screenshot(README_IMAGES[viewport.width]!);
          await page.goto(`${server.baseUrl}/place/zurich`);
          await waitUntil(() => page.evaluate(() => document.querySelector('[aria-label^="Temperature "]') !== null), 'the current temperature');
          await scrollToRole(page, 'region', 'Map'); // the map is drawn as it comes near
          await waitForRole(page, 'application', 'Map centred on Zürich');
          await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
          await waitUntil(() => page.evaluate(() => window.scrollY === 0), 'the place screen scrolled to its top');
          await waitUntil(() => page.evaluate(drawnInView), 'every panel in view drawn, none still loading');
          // WebKit's screenshot is its last painted frame, which can still be the scrolled one: a frame first.
          await page.evaluate(() => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))));
          await page.screenshot(name('place'));
          // The 24-hour card with a measure other than the first: its picker, arrows and legend.
          await scrollToRole(page, 'region', 'Next 24 hours');
          await clickRole(page, 'radio', 'Wind');
          await waitUntil(() => page.evaluate(() => document.querySelector('.chart__frame .chart__arrow') !== null), 'the wind chart');
          // Its heading just under the sticky header.
          await page.evaluate(() => window.scrollBy({ top: document.getElementById('forecast-hourly')!.getBoundingClientRect().top - 80, behavior: 'instant' }));
          await page.evaluate(() => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))));
          await page.screenshot(name('hourly-wind'));
        } finally {
          await page.close();
        }
      });
    }
  }
});
