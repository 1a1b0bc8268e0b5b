import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { cardsStickingOut } from './support/cards-fit';
import { DOTTED_READINGS, dotsExpected, readingsInPage, type Reading } from './support/reading-dots';
import { openSession, serveLocalTiles, type Session } from './support/browser';
import { scrollDownTo, scrollThrough } from './support/come-near';
import { layoutShiftSources, layoutShiftTotal, watchLayoutShifts } from './support/layout-shift';
import { SCREENSHOTS, screenshots } from './support/screenshots';
import { baseUrl } from './support/worker-server';
import portuguesePlaces from '../../src/i18n/catalogues/pt-BR/places.json';

async function openPlace(page: Page, path = '/place/zurich') {
  await page.goto(`${baseUrl()}${path}`);
  await page.getByRole('region', { name: 'Hour by hour' }).waitFor();
  // Everything drawn, as after a person has read the screen to its end.
  await scrollThrough(page);
  await page.locator('.chart__frame svg').first().waitFor();
}

/** How wide the first chart's keyboard hint and touch hint are drawn (one not drawn is 0 px wide). */
async function chartHintWidths(page: Page): Promise<{ keys: number; touch: number }> {
  return page.evaluate(() => {
    const width = (selector: string) => document.querySelector(`.chart__readout ${selector}`)!.getBoundingClientRect().width;
    return { keys: width('.chart__hint--keys'), touch: width('.chart__hint--touch') };
  });
}

/** Every word the page shows or a screen reader reads: rendered text (visually hidden included) and labels. */
function pageWords(page: Page): Promise<string> {
  return page.evaluate(() => {
    const labels = [...document.querySelectorAll('[aria-label], [title], [placeholder], [alt]')].flatMap((element) =>
      ['aria-label', 'title', 'placeholder', 'alt'].map((name) => element.getAttribute(name) ?? ''),
    );
    return [document.body.innerText, ...labels].join('\n');
  });
}

/** The page never scrolls sideways and no chart is drawn wider than its card. */
async function expectEverythingFits(page: Page) {
  const fit = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    charts: [...document.querySelectorAll('.chart__frame svg')].map((svg) => {
      const card = svg.closest('.card')!.getBoundingClientRect();
      const chart = svg.getBoundingClientRect();
      return chart.left >= card.left && chart.right <= card.right;
    }),
  }));
  expect(fit.page).toBe(0);
  expect(fit.charts.length).toBeGreaterThan(0);
  expect(fit.charts.every(Boolean)).toBe(true);
}

/** A dot stands only between two readings on one line: never at the start or the end of a line. */
function expectDotsOnlyBetween(readings: Reading[], count: number) {
  expect(readings).toHaveLength(count);
  expect(readings.map((reading) => reading.dotShown)).toEqual(dotsExpected(readings));
}

describe('layout on a 390×844 touch phone', () => {
  let session: Session;
  beforeAll(async () => {
    session = await openSession({ viewport: { width: 390, height: 844 }, touch: true });
    await serveLocalTiles(session.context);
  });
  afterAll(() => session.close());

  it('shows the temperature and at least six hours on the first screen, the week within two, nothing wider than the screen, and no word of keys', async () => {
    const { page } = session;
    await openPlace(page);
    const temperature = await page.locator('.forecast-current__temp').boundingBox();
    expect(temperature!.y + temperature!.height).toBeLessThanOrEqual(844);
    const hoursInView = await page.evaluate(
      () =>
        [...document.querySelectorAll('.hourly-strip__hour')].filter((hour) => {
          const box = hour.getBoundingClientRect();
          return box.bottom <= window.innerHeight && box.right <= window.innerWidth && box.left >= 0;
        }).length,
    );
    expect(hoursInView).toBeGreaterThanOrEqual(6);
    const week = await page.getByRole('heading', { name: '7-day forecast' }).boundingBox();
    expect(week!.y).toBeLessThan(2 * 844);
    // Seven one-line days: the week's card is at most 560 px tall, and no day wraps or overflows.
    expect((await page.getByRole('region', { name: '7-day forecast' }).boundingBox())!.height).toBeLessThanOrEqual(560);
    const days = await page.evaluate(() =>
      [...document.querySelectorAll('.daily__line')].map((line) => ({ height: line.getBoundingClientRect().height, overflow: line.scrollWidth - line.clientWidth })),
    );
    expect(days).toHaveLength(7);
    for (const day of days) expect(day).toEqual({ height: expect.any(Number) as number, overflow: 0 });
    expect(Math.max(...days.map((day) => day.height))).toBeLessThan(56);
    await expectEverythingFits(page);
    // A touch-only phone is told to tap, never about keys or a keyboard it does not have.
    const hints = await chartHintWidths(page);
    expect(hints.keys).toBe(0);
    expect(hints.touch).toBeGreaterThan(1);
    expect(await pageWords(page)).not.toMatch(/\bkeys?\b|keyboard/i);
    expect(await pageWords(page)).toMatch(/\btap\b/i);
    await screenshots(page, 'phone-place');
  });

  it('keeps the navigation in reach and marks the current screen', async () => {
    const { page } = session;
    const nav = page.getByRole('navigation', { name: 'Main' });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const box = await nav.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(844);
    await expect.poll(() => nav.locator('[aria-current="page"]').count()).toBe(0);
    await nav.getByRole('link', { name: 'Settings' }).click();
    await expect.poll(() => nav.getByRole('link', { name: 'Settings' }).getAttribute('aria-current')).toBe('page');
    await screenshots(page, 'phone-settings');
    await nav.getByRole('link', { name: 'Home' }).click();
    await expect.poll(() => nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    await page.getByRole('button', { name: 'Refresh' }).first().waitFor();
    await screenshots(page, 'phone-home');
  });

  it('puts a dot between readings, and between a place’s name and region, on one line, and none at a line’s start or end when they wrap, right to left too', async () => {
    const { page } = session;
    await page.goto(baseUrl());
    try {
      for (const language of ['en', 'ar']) {
        await page.evaluate((code) => localStorage.setItem('skycache.language', code), language);
        for (const { path, panel, column, count } of DOTTED_READINGS) {
          await page.goto(`${baseUrl()}${path}`);
          await page.locator(`${panel} .readings`).waitFor();
          // As wide as the panel leaves them, then narrower than two side by side.
          expectDotsOnlyBetween(await page.evaluate(readingsInPage, panel), count);
          await page.locator(column).evaluate((element: HTMLElement) => (element.style.maxWidth = '7em'));
          const wrapped = await page.evaluate(readingsInPage, panel);
          expect(wrapped[1]!.top).toBeGreaterThanOrEqual(wrapped[0]!.bottom);
          expectDotsOnlyBetween(wrapped, count);
        }
      }
    } finally {
      await page.evaluate(() => localStorage.removeItem('skycache.language'));
      await page.goto(baseUrl());
    }
  });

  it('passes axe with the search list open, and moves focus to the chosen place’s heading', async () => {
    const { page } = session;
    const search = page.getByRole('combobox', { name: 'Search for a place' });
    await search.pressSequentially('zur', { delay: 40 });
    const option = page.getByRole('option', { name: /^Zürich, Zurich, Switzerland/ });
    await option.waitFor();
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      expect(await axeViolations(page), colorScheme).toEqual([]);
    }
    await page.emulateMedia({ colorScheme: 'light' });
    await page.screenshot({ path: `${SCREENSHOTS}/phone-search.png` });
    await option.tap();
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Zürich');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  it('holds room in a place’s words for the picked models’ doubt while their comparison is on its way, so nothing moves when it comes', async () => {
    const { page } = session;
    await page.goto(`${baseUrl()}/place/zurich`);
    const models = page.getByRole('region', { name: 'Compare forecast models', exact: true });
    await scrollDownTo(page, '#forecast-models');
    await models.getByLabel('ECMWF IFS').check();
    await models.getByLabel('ICON (DWD)').check();
    await models.locator('.model-agreement').waitFor();
    // The next place's comparison comes once its words are drawn, the second model 9° warmer every hour.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // The context's route, which also sees what the service worker asks for.
    const comparison = (url: URL) => url.pathname === '/api/py/weather' && url.searchParams.has('models');
    await session.context.route(comparison, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { models: { temperature_2m: (number | null)[] }[] };
      await held;
      const warmer = body.models.map((model, i) => ({ ...model, temperature_2m: model.temperature_2m.map((value) => (value === null ? null : value + 9 * i)) }));
      await route.fulfill({ response, json: { ...body, models: warmer } });
    });
    await watchLayoutShifts(page, { fromLoad: true });
    await page.goto(`${baseUrl()}/place/london`);
    const shown = page.locator('.forecast-current .day-in-words > :not([aria-hidden])');
    await shown.waitFor();
    expect(await shown.textContent()).not.toContain('Low confidence');
    release();
    await expect.poll(() => shown.textContent(), { timeout: 10_000 }).toContain('Low confidence');
    expect(await layoutShiftTotal(page), await layoutShiftSources(page)).toBe(0);
    await session.context.unroute(comparison);
  });
});

describe('layout on a 1440×900 desktop', () => {
  let session: Session;
  beforeAll(async () => {
    session = await openSession({ viewport: { width: 1440, height: 900 } });
    await serveLocalTiles(session.context);
  });
  afterAll(() => session.close());

  it('puts the week beside the current conditions, the air quality beside a two-column map with the airports under it, every chart inside its card, and no word of tapping', async () => {
    const { page } = session;
    await openPlace(page);
    const current = await page.getByRole('region', { name: 'Current conditions' }).boundingBox();
    const week = await page.getByRole('region', { name: '7-day forecast' }).boundingBox();
    expect(week!.x).toBeGreaterThanOrEqual(current!.x + current!.width);
    expect(week!.y).toBeLessThan(900);
    const box = async (area: string) => (await page.locator(`.place-area--${area}`).boundingBox())!;
    const [map, air, airports, sources] = [await box('map'), await box('air'), await box('airports'), await box('sources')];
    expect(air.x).toBeGreaterThan(map.x + map.width);
    expect(map.width).toBeGreaterThan(1.5 * airports.width);
    expect(airports.y).toBeGreaterThan(map.y + map.height);
    // The tall air quality card and the stack beside it end on one line: no screen of empty space on either side.
    expect(Math.abs(sources.y + sources.height - (air.y + air.height))).toBeLessThanOrEqual(1);
    await expectEverythingFits(page);
    const hints = await chartHintWidths(page);
    expect(hints.keys).toBeGreaterThan(1);
    expect(hints.touch).toBe(0);
    // With a mouse and keys, nothing says to tap.
    expect(await pageWords(page)).not.toMatch(/\btap\b/i);
    expect(await pageWords(page)).toMatch(/arrow keys/);
    await screenshots(page, 'desktop-place');
  });

  it('draws the app’s name in the same place before the search box and the navigation arrive, as a 44 px target', async () => {
    const { page } = session;
    await page.goto(`${baseUrl()}/`);
    // The page can paint while its header is still being read: the name alone, then the rest beside it.
    const brand = () =>
      page.locator('.app-header__brand').evaluate((name) => {
        const { y, height } = name.getBoundingClientRect();
        return { y, height };
      });
    const whole = await brand();
    await page.locator('.app-header').evaluate((header) => header.querySelectorAll<HTMLElement>('.search-box, .main-nav').forEach((part) => (part.style.display = 'none')));
    expect(await brand()).toEqual(whole);
    expect(whole.height).toBeGreaterThanOrEqual(44);
    await page.reload();
  });

  it('prints the place and the age of its weather without the search, the navigation, Save or Refresh', async () => {
    const { page } = session;
    await page.goto(`${baseUrl()}/place/zurich`);
    await page.locator('.screen-age .data-age').waitFor();
    await page.emulateMedia({ media: 'print' });
    try {
      expect(await page.locator('.place-title').isVisible()).toBe(true);
      expect(await page.locator('.screen-age .data-age').isVisible()).toBe(true);
      const hidden = { includeHidden: true };
      for (const control of [
        page.getByRole('combobox', { name: 'Search for a place', ...hidden }),
        page.getByRole('navigation', { name: 'Main', ...hidden }),
        page.getByRole('button', { name: 'Save place', ...hidden }),
        page.getByRole('button', { name: 'Refresh', ...hidden }),
      ]) {
        expect(await control.count()).toBeGreaterThan(0);
        expect(await control.first().isVisible()).toBe(false);
      }
    } finally {
      await page.emulateMedia({ media: 'screen' });
    }
  });
});

describe('layout 320 px wide: a small phone, or a 1280 px window zoomed to 400 %', () => {
  let session: Session;
  beforeAll(async () => {
    session = await openSession({ viewport: { width: 320, height: 640 }, touch: true, locale: 'fr-FR' });
    await serveLocalTiles(session.context);
  });
  afterAll(() => session.close());

  it('reflows home and a place, in French, with nothing wider than its card or the screen', async () => {
    const { page } = session;
    await page.goto(baseUrl());
    await page.locator('.day-strip__name').nth(6).waitFor();
    expect(await cardsStickingOut(page)).toEqual([]);
    await page.goto(`${baseUrl()}/place/zurich`);
    await page.locator('.daily__name').nth(6).waitFor();
    await scrollThrough(page);
    await page.locator('.chart__frame svg').first().waitFor();
    expect(await cardsStickingOut(page)).toEqual([]);
    await expectEverythingFits(page);
  });
});

describe('a place opened for the first time on a 1440×900 desktop', () => {
  let session: Session;
  beforeAll(async () => {
    session = await openSession({ viewport: { width: 1440, height: 900 } });
    await serveLocalTiles(session.context);
  });
  afterAll(() => session.close());

  it('keeps every card where it is while the charts’ code arrives (no layout shift)', async () => {
    const { page } = session;
    // The charts' code is held back until the forecast stands, as on a slow network.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/charts-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await watchLayoutShifts(page, { fromLoad: true });
    await page.goto(`${baseUrl()}/place/zurich`);
    const hourly = page.getByRole('region', { name: 'Next 24 hours' });
    await hourly.getByRole('status').filter({ hasText: 'Loading the chart…' }).waitFor();
    const before = await hourly.boundingBox();
    release();
    await hourly.locator('.chart__frame svg').waitFor();
    expect(await layoutShiftTotal(page), await layoutShiftSources(page)).toBe(0);
    expect(await hourly.boundingBox()).toEqual(before);
  });
});

/** The heights of the week's drawn days, and of a held day beside them, as the week's first frame draws it. */
function heldAndDrawnDays(page: Page): Promise<{ held: number; drawn: number[] }> {
  return page.locator('.day-strip').evaluate((list) => {
    const held = document.createElement('li');
    held.className = 'day-strip__day';
    held.setAttribute('aria-hidden', 'true');
    held.textContent = '\u00a0';
    list.append(held);
    const drawn = [...list.querySelectorAll('.day-strip__day:not([aria-hidden])')].map((day) => day.getBoundingClientRect().height);
    const heldHeight = held.getBoundingClientRect().height;
    held.remove();
    return { held: heldHeight, drawn };
  });
}

describe('the home card’s week, drawn a frame after the current conditions', () => {
  let session: Session;
  beforeAll(async () => {
    session = await openSession({ viewport: { width: 1440, height: 900 } });
  });
  afterAll(() => session.close());

  it('holds a one-line day’s room for each day until the days are drawn, so nothing moves when they come', async () => {
    const { page } = session;
    await watchLayoutShifts(page, { fromLoad: true });
    await page.goto(`${baseUrl()}/`);
    await page.locator('.day-strip abbr').nth(6).waitFor();
    const heights = await heldAndDrawnDays(page);
    expect(heights.drawn).toHaveLength(7);
    // Every day fits one line at this width: each is as tall as the room held for it.
    for (const height of heights.drawn) expect(Math.abs(height - heights.held)).toBeLessThan(0.5);
    expect(await layoutShiftTotal(page), await layoutShiftSources(page)).toBe(0);
  });
});

/**
 * Serves the app's page at `path` in two parts, the second `pause` ms after the first ends at `cut`, as
 * a slow network may deliver it; everything else comes from the worker's app server.
 */
async function pageInTwoParts(cut: (html: string) => number, pause: number, path = '/'): Promise<{ server: Server; url: string }> {
  const html = await (await fetch(`${baseUrl()}${path}`)).text();
  const at = cut(html);
  const server = createServer((request, response) => {
    if (request.url === path) {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.write(html.slice(0, at));
      setTimeout(() => response.end(html.slice(at)), pause);
      return;
    }
    void fetch(`${baseUrl()}${request.url}`).then(async (answer) => {
      const headers = Object.fromEntries([...answer.headers].filter(([name]) => !['content-encoding', 'content-length'].includes(name)));
      response.writeHead(answer.status, headers);
      response.end(Buffer.from(await answer.arrayBuffer()));
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}` };
}

describe('the header of a page that arrives in parts', () => {
  let session: Session;
  beforeAll(async () => {
    session = await openSession({ viewport: { width: 1440, height: 900 } });
  });
  afterAll(() => session.close());

  it('is first drawn whole, not with half its navigation, so nothing in it moves', async () => {
    const { page } = session;
    // The page stops after the navigation's first link for half a second.
    const { server, url } = await pageInTwoParts((html) => html.indexOf('</a>', html.indexOf('class="main-nav"')) + 4, 500);
    try {
      await watchLayoutShifts(page, { fromLoad: true });
      await page.goto(url);
      await page.locator('.day-strip abbr').nth(6).waitFor();
      expect(await layoutShiftTotal(page), await layoutShiftSources(page)).toBe(0);
    } finally {
      server.close();
    }
  });

  it('on a place’s address, is first drawn with that screen’s skeleton and Home not marked, though the page stops where its main area begins', async () => {
    const { page } = session;
    const { server, url } = await pageInTwoParts((html) => html.indexOf('>', html.indexOf('<main id="main"')) + 1, 500, '/place/zurich');
    try {
      await watchLayoutShifts(page, { fromLoad: true });
      await page.goto(url);
      await page.getByRole('region', { name: '7-day forecast', exact: true }).waitFor();
      expect(await layoutShiftTotal(page), await layoutShiftSources(page)).toBe(0);
    } finally {
      server.close();
    }
  });
});

describe('home on a 360×740 phone, in Portuguese', () => {
  let session: Session;
  beforeAll(async () => {
    session = await openSession({ viewport: { width: 360, height: 740 }, touch: true, locale: 'pt-BR' });
  });
  afterAll(() => session.close());

  it('gives each condition a line of its own under its icon, no word broken, and holds two lines for each day so nothing moves', async () => {
    const { page } = session;
    await watchLayoutShifts(page, { fromLoad: true });
    await page.goto(`${baseUrl()}/`);
    await page.locator('.day-strip abbr').nth(6).waitFor();
    const days = await page.locator('.day-strip__day').evaluateAll((rows) =>
      rows.map((row) => {
        const icon = row.querySelector('.wx-icon')!.getBoundingClientRect();
        const name = row.querySelector('.day-strip__condition-name')!;
        const range = document.createRange();
        range.selectNodeContents(name);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        return { name: name.textContent, underIcon: name.getBoundingClientRect().top >= icon.bottom - 0.5, lines };
      }),
    );
    expect(days).toHaveLength(7);
    for (const day of days) expect(day).toEqual({ name: day.name, underIcon: true, lines: 1 });
    const heights = await heldAndDrawnDays(page);
    for (const height of heights.drawn) expect(Math.abs(height - heights.held)).toBeLessThan(0.5);
    expect(await layoutShiftTotal(page), await layoutShiftSources(page)).toBe(0);
  });

  it('keeps the sky’s name whole, a word too long beside the temperature going under it', async () => {
    const { page } = session;
    // "Predominantemente limpo": mainly clear, the longest word a sky's name has in Portuguese.
    await page.route(/\/api\/embed\/current/, async (route) => {
      const answer = await route.fetch();
      const body = (await answer.json()) as { current: { code: number } };
      await route.fulfill({ response: answer, json: { ...body, current: { ...body.current, code: 1 } } });
    });
    try {
      await page.goto(`${baseUrl()}/`);
      const condition = page.locator('.local-weather__condition');
      await expect.poll(() => condition.textContent()).toBe('Predominantemente limpo');
      // A word broken across lines has a box on each.
      const boxesPerWord = await condition.evaluate((element) => {
        const text = element.firstChild!;
        return [...(text.textContent ?? '').matchAll(/\S+/g)].map((word) => {
          const range = document.createRange();
          range.setStart(text, word.index);
          range.setEnd(text, word.index + word[0].length);
          return range.getClientRects().length;
        });
      });
      expect(boxesPerWord).toEqual([1, 1]);
      expect(await cardsStickingOut(page)).toEqual([]);
    } finally {
      await page.unroute(/\/api\/embed\/current/);
    }
  });

  it('keeps each saved place’s age, fresh or stale, on the line of its day’s range and its warnings on a line of their own, down to a 320 px phone', async () => {
    const { page } = session;
    // Time runs as it does, until the test moves it on.
    await page.clock.install();
    for (const slug of ['reykjavik', 'ouagadougou']) {
      await page.goto(`${baseUrl()}/place/${slug}`);
      await page.getByRole('button', { name: portuguesePlaces['places.toggle.save'], pressed: false }).click();
      await page.getByRole('button', { name: portuguesePlaces['places.toggle.save'], pressed: true }).waitFor();
    }
    await page.goto(`${baseUrl()}/`);
    await expect.poll(() => page.locator('.saved-places .row-age').count()).toBe(2);
    const cells = page.locator('.saved-places__weather');
    const rows = () =>
      cells.evaluateAll((weather) =>
        weather.map((cell) => {
          const ageElement = cell.querySelector('.row-age')!;
          // The range's words up to the space that joins the age to them.
          const words = document.createRange();
          words.setStart(cell.querySelector('.conditions-summary__range')!, 0);
          words.setEndBefore(ageElement.previousSibling!);
          const range = [...words.getClientRects()].at(-1)!;
          const age = ageElement.getClientRects();
          const badge = cell.querySelector('.warning-badge')?.getBoundingClientRect();
          return {
            ageLines: new Set([...age].map((line) => Math.round(line.top))).size,
            ageBesideRange: Math.abs(age[0]!.bottom - range.bottom) < 2,
            badgeBelow: !badge || badge.top >= age[0]!.bottom,
            fits: cell.scrollWidth <= cell.clientWidth,
          };
        }),
      );
    // As wide as the row leaves them, then narrower than a 320 px phone does (about 16em).
    const expectRowsHold = async () => {
      for (const width of ['none', '14em']) {
        await cells.evaluateAll((weather, maxWidth) => weather.forEach((cell) => ((cell as HTMLElement).style.maxWidth = maxWidth)), width);
        for (const row of await rows()) expect(row, width).toEqual({ ageLines: 1, ageBesideRange: true, badgeBelow: true, fits: true });
      }
    };
    await expectRowsHold();
    // Offline two hours later: each age is marked stale.
    await page.context().setOffline(true);
    try {
      await page.clock.fastForward('02:00:00');
      await expect.poll(() => page.locator('.saved-places .row-age.data-age--stale').count()).toBe(2);
      await expectRowsHold();
    } finally {
      await page.context().setOffline(false);
    }
  });
});
