import type { CDPSession, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { nearestAirportsEndpoint } from '../../src/api/endpoints/airports';
import { geoEndpoint, locationEndpoint } from '../../src/api/endpoints/places';
import { axeViolations } from './support/axe';
import { openSession, serveLocalTiles, type Session } from './support/browser';
import { layoutShiftSources, layoutShiftTotal, watchLayoutShifts } from './support/layout-shift';
import { mapCard, scrollToMap } from './support/place-map';
import { SCREENSHOTS, screenshots } from './support/screenshots';
import { baseUrl } from './support/worker-server';

interface Point {
  x: number;
  y: number;
}

interface LatLon {
  lat: number;
  lon: number;
}

async function api<T>(path: string, params: Record<string, string | number>): Promise<T> {
  const query = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]));
  const response = await fetch(`${baseUrl()}${path}?${query}`);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

const placeAt = (slug: string) => api<{ location: LatLon & { name: string } }>(locationEndpoint.path, { slug }).then(({ location }) => location);

/** Web Mercator pixel position at a zoom level, as Leaflet draws coordinates. */
function worldPixel({ lat, lon }: LatLon, zoom: number): Point {
  const size = 256 * 2 ** zoom;
  const sin = Math.sin((lat * Math.PI) / 180);
  return { x: ((lon + 180) / 360) * size, y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size };
}

function fromWorldPixel({ x, y }: Point, zoom: number): LatLon {
  const size = 256 * 2 ** zoom;
  return { lat: (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / size))) * 180) / Math.PI, lon: (x / size) * 360 - 180 };
}

const mapCanvas = (page: Page) => page.locator('.place-map__canvas');
const badges = (page: Page) => page.locator('.place-map .map-badge');

async function openPlace(page: Page, slug: string, airports: number) {
  await page.goto(`${baseUrl()}/place/${slug}`);
  await scrollToMap(page);
  await expect.poll(() => badges(page).count()).toBe(airports);
  // Tiles are drawn: the view is set.
  await page.locator('.place-map img.leaflet-tile-loaded').first().waitFor();
}

/** Scrolls so that the map stands in the middle of the screen, halfway down a long page. */
async function centreMapOnScreen(page: Page): Promise<void> {
  await page.evaluate(() => {
    const box = document.querySelector('.place-map__canvas')!.getBoundingClientRect();
    window.scrollBy(0, box.top + box.height / 2 - window.innerHeight / 2);
  });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Where the selected place is drawn on the screen: the tip of its pin. */
async function pinTip(page: Page): Promise<Point> {
  const box = (await page.locator('.place-map .map-pin').boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height };
}

/** The pin's place inside the map's frame: it changes only when the map moves. */
async function pinInMap(page: Page): Promise<Point> {
  const [tip, map] = await Promise.all([pinTip(page), mapCanvas(page).boundingBox()]);
  return { x: tip.x - map!.x, y: tip.y - map!.y };
}

/** The zoom the tiles are drawn at, read from a tile's address (…/{z}/{x}/{y}.png). */
async function tileZoom(page: Page): Promise<number> {
  const source = await page.locator('.place-map img.leaflet-tile-loaded').first().getAttribute('src');
  return Number(/\/(\d+)\/\d+\/\d+\.png$/.exec(source ?? '')![1]);
}

interface DrawnBadge {
  code: string;
  box: { left: number; top: number; right: number; bottom: number };
  /** The airport's point as drawn: where the leader line ending on the badge starts, or the badge's centre when it has none. */
  anchor: Point;
}

function drawnBadges(page: Page): Promise<DrawnBadge[]> {
  return page.evaluate(() => {
    const leaders = [...document.querySelectorAll<SVGGeometryElement>('.place-map .map-badge__line')].map((line) => {
      const matrix = line.getScreenCTM()!;
      return { from: line.getPointAtLength(0).matrixTransform(matrix), to: line.getPointAtLength(line.getTotalLength()).matrixTransform(matrix) };
    });
    return [...document.querySelectorAll<HTMLElement>('.place-map .map-badge')].map((badge) => {
      const { left, top, right, bottom } = badge.getBoundingClientRect();
      // A leader ends on its badge's edge; badges never touch, so no other badge is within a pixel of it.
      const leader = leaders.find(({ to }) => to.x > left - 1 && to.x < right + 1 && to.y > top - 1 && to.y < bottom + 1);
      const anchor = leader ? { x: leader.from.x, y: leader.from.y } : { x: (left + right) / 2, y: (top + bottom) / 2 };
      return { code: badge.textContent ?? '', box: { left, top, right, bottom }, anchor };
    });
  });
}

/**
 * Where a leader line (or its white halo) is painted over a badge: every 2 px along each line,
 * inside every badge on the screen, the topmost element must be the badge. Lines take no pointer
 * events, which `elementFromPoint` would skip, so they take them while this looks.
 */
function leadersOverBadges(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const map = document.querySelector('.place-map__canvas')!.getBoundingClientRect();
    const badges = [...document.querySelectorAll<HTMLElement>('.place-map .map-badge')].map((badge) => ({ badge, box: badge.getBoundingClientRect() }));
    const lines = [...document.querySelectorAll<SVGGeometryElement>('.place-map .map-badge__line, .place-map .map-badge__halo')];
    const inside = (box: DOMRect, x: number, y: number, inset: number) => x > box.left + inset && x < box.right - inset && y > box.top + inset && y < box.bottom - inset;
    // Inside a badge's rounded shape, a pixel clear of its outline (the map shows through its corners).
    const onBadge = (badge: HTMLElement, box: DOMRect, x: number, y: number) => {
      const radius = parseFloat(getComputedStyle(badge).borderTopLeftRadius);
      const cornerX = Math.min(Math.max(x, box.left + radius), box.right - radius);
      const cornerY = Math.min(Math.max(y, box.top + radius), box.bottom - radius);
      return inside(box, x, y, 1) && Math.hypot(x - cornerX, y - cornerY) < radius - 1;
    };
    const problems = new Set<string>();
    for (const line of lines) line.style.pointerEvents = 'stroke';
    for (const line of lines) {
      const matrix = line.getScreenCTM()!;
      for (let along = 0; along <= line.getTotalLength(); along += 2) {
        const { x, y } = line.getPointAtLength(along).matrixTransform(matrix);
        if (!inside(map, x, y, 0) || y < 0 || y > window.innerHeight) continue;
        for (const { badge } of badges.filter(({ badge, box }) => onBadge(badge, box, x, y))) {
          const top = document.elementFromPoint(x, y);
          if (!top || !badge.contains(top)) problems.add(`a leader line over ${badge.textContent ?? ''} (${top?.getAttribute('class') ?? 'nothing'} on top)`);
        }
      }
    }
    for (const line of lines) line.style.pointerEvents = '';
    return [...problems];
  });
}

const overlap = (a: DrawnBadge['box'], b: DrawnBadge['box']) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * One finger sliding up the screen from `from`, as a person scrolls a page: real touch events
 * through the browser's input pipeline (the page scrolls only if nothing cancels them).
 * Resolves once any scrolling it caused has come to rest.
 */
async function swipeUp(page: Page, cdp: CDPSession, from: Point, distance: number): Promise<void> {
  await page.evaluate(() => {
    const state = window as unknown as { scrolled?: boolean; scrollEnded?: Promise<void> };
    state.scrolled = false;
    window.addEventListener('scroll', () => (state.scrolled = true), { once: true });
    state.scrollEnded = new Promise((resolve) => window.addEventListener('scrollend', () => resolve(), { once: true }));
  });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
  for (let step = 1; step <= 10; step++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: from.x, y: from.y - (distance * step) / 10 }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  // A page that did not scroll during the swipe sends no scrollend: nothing to wait for.
  await page.evaluate(() => {
    const state = window as unknown as { scrolled: boolean; scrollEnded: Promise<void> };
    return state.scrolled ? state.scrollEnded : undefined;
  });
}

/** Two fingers side by side, moved together by `by`. */
async function twoFingerDrag(cdp: CDPSession, from: Point, by: Point): Promise<void> {
  const fingers = (share: number) => [
    { x: from.x - 40 + by.x * share, y: from.y + by.y * share, id: 0 },
    { x: from.x + 40 + by.x * share, y: from.y + by.y * share, id: 1 },
  ];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(0) });
  for (let step = 1; step <= 10; step++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(step / 10) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/**
 * What is wrong with the badges as drawn: two that overlap, one away from its airport (its
 * centre, or its leader's dot, where the service places the airport), or an airport off the map.
 */
async function badgeProblems(page: Page, place: LatLon, airports: readonly (LatLon & { icao: string })[]): Promise<string[]> {
  const [drawn, tip, zoom, map] = await Promise.all([drawnBadges(page), pinTip(page), tileZoom(page), mapCanvas(page).boundingBox()]);
  const problems = drawn.flatMap((a, i) => drawn.slice(i + 1).filter((b) => overlap(a.box, b.box)).map((b) => `${a.code}/${b.code} overlap`));
  const origin = worldPixel(place, zoom);
  for (const airport of airports) {
    const expected = worldPixel(airport, zoom);
    const anchor = drawn.find(({ code }) => code === airport.icao)?.anchor;
    if (!anchor) {
      problems.push(`${airport.icao} not drawn`);
      continue;
    }
    const off = Math.hypot(anchor.x - (tip.x + expected.x - origin.x), anchor.y - (tip.y + expected.y - origin.y));
    if (off >= 1.5) problems.push(`${airport.icao} ${off.toFixed(1)} px from its airport`);
    // The view is fitted: every airport is on the map.
    if (!(anchor.x > map!.x && anchor.x < map!.x + map!.width && anchor.y > map!.y && anchor.y < map!.y + map!.height)) {
      problems.push(`${airport.icao} off the map`);
    }
  }
  return problems;
}

/**
 * Once the map is at rest (the view follows the place and the airports as they arrive), no badge
 * has a problem, and with the map in the middle of the screen no leader line crosses a badge.
 */
async function expectBadgesApartAndAnchored(page: Page, slug: string, count: number) {
  const place = await placeAt(slug);
  const { airports } = await api<{ airports: (LatLon & { icao: string })[] }>(nearestAirportsEndpoint.path, { lat: place.lat, lon: place.lon, count });
  expect((await drawnBadges(page)).map(({ code }) => code).sort()).toEqual(airports.map(({ icao }) => icao).sort());
  await expect.poll(() => badgeProblems(page, place, airports)).toEqual([]);
  await centreMapOnScreen(page);
  expect(await leadersOverBadges(page)).toEqual([]);
  // Touch targets (WCAG 2.5.8): each badge at least 24 × 24 px, with nothing over it, as Lighthouse checks.
  const small = (await drawnBadges(page)).filter(({ box }) => box.right - box.left < 24 || box.bottom - box.top < 24);
  expect(small.map(({ code }) => code)).toEqual([]);
  expect(await axeViolations(page, '.place-map', ['target-size'])).toEqual([]);
}

/** London with its twenty nearest airports, the most crowded map: apart, anchored, no line over a badge; then back to the default count. */
async function expectLondonsTwentyAirportsReadable(page: Page, screenshotName: string) {
  await openPlace(page, 'london', 5);
  const count = page.getByRole('region', { name: 'Nearest airports' }).getByLabel('Airports shown');
  await count.selectOption('20');
  try {
    await expect.poll(() => badges(page).count()).toBe(20);
    await expectBadgesApartAndAnchored(page, 'london', 20);
    await screenshots(page, screenshotName);
  } finally {
    // The count is kept on the device: the other tests expect the default.
    await count.selectOption('5');
  }
  await expect.poll(() => badges(page).count()).toBe(5);
}

describe('the map on a 390×844 touch phone', () => {
  let session: Session;
  let cdp: CDPSession;
  beforeAll(async () => {
    session = await openSession({ viewport: { width: 390, height: 844 }, touch: true });
    await serveLocalTiles(session.context);
    cdp = await session.context.newCDPSession(session.page);
  });
  afterAll(() => session.close());

  it('scrolls the page, not the map, under one finger, says to use two, and moves the map under two fingers', async () => {
    const { page } = session;
    await openPlace(page, 'zurich', 5);
    await centreMapOnScreen(page);
    const map = (await mapCanvas(page).boundingBox())!;
    const middle = { x: map.x + map.width / 2, y: map.y + map.height / 2 };
    const [scrolledBefore, pinBefore] = [await scrollY(page), await pinInMap(page)];

    await swipeUp(page, cdp, middle, 200);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(scrolledBefore + 150);
    expect(await pinInMap(page)).toEqual(pinBefore);
    const hint = page.locator('.place-map__hint');
    await expect.poll(() => hint.getAttribute('class')).toContain('place-map__hint--shown');
    expect(await hint.textContent()).toBe('Use two fingers to move the map');
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.locator('.place-map').screenshot({ path: `${SCREENSHOTS}/phone-map-one-finger-${colorScheme}.png` });
    }
    await page.emulateMedia({ colorScheme: 'light' });

    // The swipe carried the map up the screen: back to the middle, then two fingers on it.
    await centreMapOnScreen(page);
    const scrolledAfterSwipe = await scrollY(page);
    await twoFingerDrag(cdp, middle, { x: -60, y: -40 });
    await expect.poll(async () => (await pinInMap(page)).x).toBeLessThan(pinBefore.x - 50);
    const pinAfter = await pinInMap(page);
    expect(pinAfter.x).toBeCloseTo(pinBefore.x - 60, -1);
    expect(pinAfter.y).toBeCloseTo(pinBefore.y - 40, -1);
    expect(await scrollY(page)).toBe(scrolledAfterSwipe);
  });

  it('opens the nearest place from the top, focus on its heading, when the map is tapped halfway down the page', async () => {
    const { page } = session;
    await openPlace(page, 'zurich', 5);
    await centreMapOnScreen(page);
    const [zurich, tip, zoom, map] = await Promise.all([placeAt('zurich'), pinTip(page), tileZoom(page), mapCanvas(page).boundingBox()]);
    // A point of the map itself (a tile), clear of the pin, the badges and the controls.
    const candidates = [{ x: -130, y: 100 }, { x: 130, y: 100 }, { x: -130, y: -110 }, { x: 130, y: -110 }].map((offset) => ({
      x: map!.x + map!.width / 2 + offset.x,
      y: map!.y + map!.height / 2 + offset.y,
    }));
    const onMap = await page.evaluate(
      (points) =>
        points.filter(({ x, y }) => {
          const hit = document.elementFromPoint(x, y);
          return hit?.classList.contains('leaflet-tile') || hit?.classList.contains('place-map__canvas');
        }),
      candidates,
    );
    const tapped = onMap[0]!;
    const origin = worldPixel(zurich, zoom);
    const point = fromWorldPixel({ x: origin.x + tapped.x - tip.x, y: origin.y + tapped.y - tip.y }, zoom);
    const { nearest } = await api<{ nearest: { slug: string; name: string } }>(geoEndpoint.path, { lat: point.lat.toFixed(4), lon: point.lon.toFixed(4) });
    expect(nearest.slug).not.toBe('zurich');
    expect(await scrollY(page)).toBeGreaterThan(0);

    await page.touchscreen.tap(tapped.x, tapped.y);
    await page.waitForURL(new RegExp(`/place/${nearest.slug}(\\?|$)`));
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain(nearest.name);
    expect(await scrollY(page)).toBe(0);
  });

  it('keeps the twenty airports nearest London apart, each on its airport, with no leader line over a badge', async () => {
    await expectLondonsTwentyAirportsReadable(session.page, 'phone-map-london-20');
  });

  it('keeps Zürich’s five airports, two of them a few kilometres apart, apart and each on its airport', async () => {
    const { page } = session;
    await openPlace(page, 'zurich', 5);
    await expectBadgesApartAndAnchored(page, 'zurich', 5);
    await screenshots(page, 'phone-map-zurich');
  });

  it('opens an airport tapped on the map from the top, focus on its heading', async () => {
    const { page } = session;
    await openPlace(page, 'zurich', 5);
    await expectBadgesApartAndAnchored(page, 'zurich', 5);
    expect(await scrollY(page)).toBeGreaterThan(0);
    const badge = badges(page).first();
    const box = (await badge.boundingBox())!;
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForURL(/\/at\/-?\d+\.\d{4},-?\d+\.\d{4}$/);
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    expect(await scrollY(page)).toBe(0);
  });
});

describe('the map on a 1440×900 desktop', () => {
  let session: Session;
  beforeAll(async () => {
    session = await openSession({ viewport: { width: 1440, height: 900 } });
    await serveLocalTiles(session.context);
  });
  afterAll(() => session.close());

  /**
   * How far the farthest airport is drawn from the place, once the map is at rest (NaN while a
   * zoom is animated): it doubles with each zoom level.
   */
  async function spread(page: Page): Promise<number> {
    if ((await page.locator('.place-map__canvas.leaflet-zoom-anim').count()) > 0) return Number.NaN;
    const [drawn, tip] = await Promise.all([drawnBadges(page), pinTip(page)]);
    return Math.max(...drawn.map(({ anchor }) => Math.hypot(anchor.x - tip.x, anchor.y - tip.y)));
  }

  it('keeps the twenty airports nearest London apart, each on its airport, with no leader line over a badge', async () => {
    await expectLondonsTwentyAirportsReadable(session.page, 'desktop-map-london-20');
  });

  it('scrolls the page under the mouse wheel, says to hold Ctrl, and zooms the map with Ctrl + wheel', async () => {
    const { page } = session;
    await openPlace(page, 'zurich', 5);
    await expectBadgesApartAndAnchored(page, 'zurich', 5);
    await screenshots(page, 'desktop-map-zurich');
    const map = (await mapCanvas(page).boundingBox())!;
    await page.mouse.move(map.x + map.width / 2 + 100, map.y + map.height / 2 + 80);
    const [scrolledBefore, spreadBefore] = [await scrollY(page), await spread(page)];

    await page.mouse.wheel(0, 120);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(scrolledBefore);
    const hint = page.locator('.place-map__hint');
    await expect.poll(() => hint.getAttribute('class')).toContain('place-map__hint--shown');
    expect(await hint.textContent()).toBe('Use Ctrl + scroll to zoom the map');
    expect(await spread(page)).toBeCloseTo(spreadBefore, 0);

    // The page moved under the pointer: back over the map's middle.
    const scrolledAfterWheel = await scrollY(page);
    const mapNow = (await mapCanvas(page).boundingBox())!;
    await page.mouse.move(mapNow.x + mapNow.width / 2, mapNow.y + mapNow.height / 2);
    await page.keyboard.down('Control');
    await page.mouse.wheel(0, -120);
    await page.keyboard.up('Control');
    await expect.poll(() => spread(page)).toBeGreaterThan(spreadBefore * 1.9);
    expect(await scrollY(page)).toBe(scrolledAfterWheel);
  });

  it('pans with the arrow keys and zooms under the wheel alone once the map has focus, as after Tab', async () => {
    const { page } = session;
    await openPlace(page, 'zurich', 5);
    await centreMapOnScreen(page);
    await page.getByRole('application', { name: 'Map centred on Zürich' }).focus();
    const pinBefore = await pinInMap(page);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(async () => (await pinInMap(page)).x).toBeGreaterThan(pinBefore.x + 40);

    const map = (await mapCanvas(page).boundingBox())!;
    await page.mouse.move(map.x + map.width / 2, map.y + map.height / 2);
    const [scrolledBefore, spreadBefore] = [await scrollY(page), await spread(page)];
    await page.mouse.wheel(0, -120);
    await expect.poll(() => spread(page)).toBeGreaterThan(spreadBefore * 1.9);
    expect(await scrollY(page)).toBe(scrolledBefore);
  });

  it('still moves the map when dragged with the mouse, without choosing a place', async () => {
    const { page } = session;
    await openPlace(page, 'zurich', 5);
    await centreMapOnScreen(page);
    const map = (await mapCanvas(page).boundingBox())!;
    const pinBefore = await pinInMap(page);
    await page.mouse.move(map.x + 60, map.y + map.height - 60);
    await page.mouse.down();
    await page.mouse.move(map.x + 160, map.y + map.height - 100, { steps: 8 });
    await page.mouse.up();
    await expect.poll(async () => (await pinInMap(page)).x).toBeGreaterThan(pinBefore.x + 90);
    expect(page.url()).toBe(`${baseUrl()}/place/zurich`);
  });
});

describe('the map, loaded when it comes near, on a 390×844 phone', () => {
  let session: Session | undefined;
  afterEach(async () => {
    await session?.close();
    session = undefined;
  });

  /** A place opened at the top, every panel above the map answered and drawn. */
  async function openZurichAtTop(page: Page) {
    await page.goto(`${baseUrl()}/place/zurich`);
    // The airports answered (their list itself is made only near the view: its box stands meanwhile).
    await page.getByRole('region', { name: 'Nearest airports' }).locator('.airports__list').waitFor();
    await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
  }

  it('holds the map’s place, saying what it will show, and draws the map there once scrolled to, moving nothing', async () => {
    session = await openSession({ viewport: { width: 390, height: 844 }, touch: true });
    const { page, context } = session;
    await serveLocalTiles(context);
    await openZurichAtTop(page);
    const card = mapCard(page);
    expect(await card.getByRole('application').count()).toBe(0);
    expect(await page.evaluate(() => performance.getEntriesByType('resource').filter(({ name }) => name.includes('leaflet')).length)).toBe(0);
    await card.getByText('A map of Zürich and its nearest airports, drawn as you come to it.').waitFor();
    const placeholderHeight = (await card.boundingBox())!.height;
    await watchLayoutShifts(page);

    await scrollToMap(page);
    await page.locator('.place-map img.leaflet-tile-loaded').first().waitFor();
    await expect.poll(() => badges(page).count()).toBe(5);
    expect((await card.boundingBox())!.height).toBe(placeholderHeight);
    expect(await layoutShiftTotal(page), await layoutShiftSources(page)).toBe(0);
  });

  it('starts the map at once when the keyboard reaches its place, and hands it the focus', async () => {
    session = await openSession({ viewport: { width: 390, height: 844 } });
    const { page, context } = session;
    await serveLocalTiles(context);
    await openZurichAtTop(page);
    await mapCard(page).getByRole('button', { name: 'Show the map' }).focus();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Map centred on Zürich');
  });
});
