import { describe, expect, it } from 'vitest';
import { weatherEndpoint } from '../../src/api/endpoints/weather';
import { PLACE_MAP_ZOOM } from '../../src/features/map/map-types';
import { API_CACHE_NAME } from '../../src/offline/cache-names';
import { apiLocation, worldPixel } from '../e2e/support/place-map';
import { engineFromEnvironment } from './support/engine';
import { engineSession } from './support/engine-session';
import { clickRole, scrollToRole, typeInto, waitForPath, waitForRole, waitForServiceWorker, waitForText, waitUntil } from './support/page-actions';

type Resting = Window & { lastMapPoint?: string };

/**
 * In the page: scrolls the map to the middle of the view, as a person would again after the cards
 * around it were drawn, and gives the point `offset` from its centre once the map shows its
 * airports with no zoom under way and stands where it stood at the last call; else null.
 */
function mapPointAtRest(offset: { x: number; y: number }): { x: number; y: number } | null {
  const map = document.querySelector('[role="application"]');
  if (!map || !document.querySelector('.map-badge') || document.querySelector('.leaflet-zoom-anim')) return null;
  map.scrollIntoView({ block: 'center', behavior: 'instant' });
  const box = map.getBoundingClientRect();
  const point = { x: box.left + box.width / 2 + offset.x, y: box.top + box.height / 2 + offset.y };
  const key = `${point.x},${point.y}`;
  const page = window as Resting;
  const resting = page.lastMapPoint === key && map.contains(document.elementFromPoint(point.x, point.y));
  page.lastMapPoint = key;
  return resting ? point : null;
}

const PANELS = ['Current conditions', 'Sources', 'Next hour', 'Next 24 hours', '7-day forecast', 'Compare forecast models', 'Air quality', 'Nearest airports', 'Map'];
const engine = engineFromEnvironment();

/** The current temperature's label on a place screen, e.g. "Temperature 5 °C". */
const temperatureLabel = () => session.page.evaluate(() => document.querySelector('[aria-label^="Temperature "]')?.getAttribute('aria-label') ?? null);

// One window for the whole walk through the app, as a person uses it; 1100 px wide puts the
// place screen in one column, where the map is wide enough to hold Paris beside Zürich.
const session = engineSession({ viewport: { width: 1100, height: 900 } });

describe(`the main flows in ${engine}`, () => {
  it('home shows the weather where the network places you, its next hours and week', async () => {
    await session.page.goto(session.server.baseUrl);
    await waitForText(session.page, 'Approximate location from your network');
    await waitForRole(session.page, 'region', 'Next 7 days');
    await waitUntil(async () => !(await session.page.evaluate(() => document.body.innerText.includes('Loading the next hours…'))), 'the next hours to load');
    expect(await session.page.errors()).toEqual([]);
  });

  it('typing in the search box offers Paris, and choosing it opens its screen with every panel', async () => {
    await typeInto(session.page, 'combobox', 'Search for a place', 'paris');
    await clickRole(session.page, 'option', /^Paris, Île-de-France, France/);
    await waitForPath(session.page, /^\/place\/paris\?at=48\.\d{4},2\.\d{4}$/);
    await waitForRole(session.page, 'heading', /^Paris/);
    for (const name of PANELS) await waitForRole(session.page, 'region', name);
    await waitUntil(temperatureLabel, 'the current temperature');
    expect(await session.page.errors()).toEqual([]);
  });

  it('the star saves the place, and the home screen lists it', async () => {
    await clickRole(session.page, 'button', 'Save place');
    await waitUntil(() => session.page.evaluate(() => document.querySelector('[aria-pressed="true"]') !== null), 'the star to be pressed');
    await clickRole(session.page, 'link', 'Home');
    await waitForRole(session.page, 'region', 'Saved places');
    await waitForRole(session.page, 'link', /^Paris/);
    expect(await session.page.errors()).toEqual([]);
  });

  it('a click on the map opens the weather at the place nearest that point', async () => {
    const [zurich, paris] = await Promise.all([apiLocation(session.server.baseUrl, 'zurich'), apiLocation(session.server.baseUrl, 'paris')]);
    await session.page.goto(`${session.server.baseUrl}/place/zurich`);
    await scrollToRole(session.page, 'region', 'Map'); // the map loads as it comes near
    await scrollToRole(session.page, 'application', 'Map centred on Zürich');
    // Towards Paris at the place's zoom; the map may have zoomed out to show its airports, so the
    // place chosen is one on the way, west of Zürich.
    const from = worldPixel(zurich, PLACE_MAP_ZOOM);
    const to = worldPixel(paris, PLACE_MAP_ZOOM);
    const offset = { x: (to.x - from.x) / 2, y: (to.y - from.y) / 2 };
    // Clicked once the view is final and the map has stopped moving as the cards around it are drawn.
    const target = await waitUntil(() => session.page.evaluate(mapPointAtRest, offset), 'the map to come to rest with its airports');
    await session.page.click(target.x, target.y);
    const path = await waitForPath(session.page, /^\/place\/(?!zurich)[\w-]+\?at=4[6-9]\.\d{4},\d\.\d{4}$/);
    expect(Number(path.split(',')[1])).toBeLessThan(zurich.lon);
    await waitForRole(session.page, 'heading', /\S/);
    expect(await session.page.errors()).toEqual([]);
  });

  it('Settings switches to °F for every screen and says what the browser reports about storage', async () => {
    await clickRole(session.page, 'link', 'Settings');
    await clickRole(session.page, 'radio', 'Fahrenheit (°F)');
    await waitForRole(session.page, 'region', 'Storage on this device');
    await waitForText(session.page, /Stored: |This browser does not report storage use/);
    await session.page.goto(`${session.server.baseUrl}/place/zurich`);
    await waitUntil(async () => (await temperatureLabel())?.endsWith('°F'), 'the temperature in °F');
    expect(await session.page.errors()).toEqual([]);
  });

  it('the big temperature draws its degree sign in the digits’ font, on their line and right after them', async () => {
    // Firefox was reported to draw "4 °" with a detached, oversized sign: a sign in another font or
    // size would have another box than the digits, a gap would part the two boxes.
    const boxes = await session.page.evaluate(() => {
      const text = document.querySelector('[aria-label^="Temperature "]')?.firstChild;
      if (!(text instanceof Text) || !text.data.endsWith('°')) return null;
      const box = (start: number, end: number) => {
        const range = document.createRange();
        range.setStart(text, start);
        range.setEnd(text, end);
        const { top, height, left, right } = range.getBoundingClientRect();
        return { top, height, left, right };
      };
      return { digits: box(0, text.data.length - 1), sign: box(text.data.length - 1, text.data.length) };
    });
    if (boxes === null) throw new Error('No current temperature ending in "°" as one text');
    expect(Math.abs(boxes.sign.top - boxes.digits.top)).toBeLessThan(1);
    expect(Math.abs(boxes.sign.height - boxes.digits.height)).toBeLessThan(1);
    expect(Math.abs(boxes.sign.left - boxes.digits.right)).toBeLessThan(1);
  });

  it('once the service worker controls the page, its cache keeps the weather answer of a place opened', async () => {
    // Answers fetched before it controls the page (the first visit's) are kept in IndexedDB only.
    await waitForServiceWorker(session.page);
    const london = await apiLocation(session.server.baseUrl, 'london');
    await session.page.goto(`${session.server.baseUrl}/place/london`);
    await waitUntil(temperatureLabel, 'the current temperature');
    const cachedWeatherAt = (cacheName: string, path: string, { lat, lon }: { lat: number; lon: number }) =>
      caches
        .open(cacheName)
        .then((cache) => cache.keys())
        .then((requests) =>
          requests.some(({ url }) => {
            const { pathname, searchParams } = new URL(url);
            return pathname === path && Math.abs(Number(searchParams.get('lat')) - lat) < 0.01 && Math.abs(Number(searchParams.get('lon')) - lon) < 0.01;
          }),
        );
    await waitUntil(() => session.page.evaluate(cachedWeatherAt, API_CACHE_NAME, weatherEndpoint.path, london), 'the weather answer in the worker’s cache');
    expect(await session.page.errors()).toEqual([]);
  });
});
