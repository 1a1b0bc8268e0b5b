import { createHash } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { COMPILE_HINT } from '../../build/compile-hints';
import { placePath, type SelectedPlace } from '../../src/lib/place';
import { formatTemperature } from '../../src/lib/unit-format';
import { METRIC_UNITS } from '../../src/lib/units';
import { openSession, reloadOffline, waitForPersistedCache, waitForServiceWorker, type Session } from './support/browser';
import { resetMockFaults, setMockFaults } from './support/mock-control';
import { baseUrl } from './support/worker-server';

interface EmbedBody {
  location: { name: string };
  current: { temp: number; condition: string };
}

/**
 * The home card's answer as the page itself received it: one asked for beside it could fall on
 * the other side of a quarter hour, where the mock's current conditions move on.
 */
async function embedTheCardShows(page: Page): Promise<EmbedBody> {
  const response = await page.waitForResponse((answer) => new URL(answer.url()).pathname === '/api/embed/current' && answer.ok());
  return (await response.json()) as EmbedBody;
}

let session: Session | undefined;
const APP_SCRIPT = /\/assets\/index-[\w-]+\.js$/;
const PLACE_SCREEN_SCRIPT = /\/assets\/place-screen-[\w-]+\.js$/;

/**
 * Holds requests matching `held` back until a request `awaited` picks has left, or for 5 s; gives
 * back whether it had left when the first held one was let go.
 */
async function holdUntilAsked(page: Page, held: RegExp, awaited: (url: URL) => boolean): Promise<() => boolean | undefined> {
  const asked = page.waitForRequest((request) => awaited(new URL(request.url())), { timeout: 5_000 }).then(
    () => true,
    () => false,
  );
  let askedFirst: boolean | undefined;
  await page.route(held, async (route) => {
    askedFirst ??= await asked;
    await route.continue();
  });
  return () => askedFirst;
}

afterEach(async () => {
  await resetMockFaults();
  await session?.close();
  session = undefined;
});

describe('the installable, offline-first app shell', () => {
  it('shows the current conditions the mock API gives for the caller', async () => {
    session = await openSession();
    const { page } = session;
    const answered = embedTheCardShows(page);
    await page.goto(baseUrl());
    const expected = await answered;
    await expect.poll(() => page.getByRole('heading', { level: 2 }).first().textContent()).toBe(expected.location.name);
    const temperature = page.getByLabel(/^Temperature/);
    expect(await temperature.textContent()).toBe(formatTemperature(expected.current.temp, METRIC_UNITS, 'en-GB'));
    expect(await page.getByText(expected.current.condition).first().isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: /Weather data:/ }).getAttribute('href')).toMatch(/^https?:\/\//);
  });

  it('reloads with no network from the service worker and the persisted cache, with the offline banner', async () => {
    session = await openSession();
    const { page } = session;
    await page.goto(baseUrl());
    const heading = page.getByRole('heading', { level: 2 }).first();
    await heading.waitFor();
    const place = await heading.textContent();
    await waitForServiceWorker(page);
    await waitForPersistedCache(page);
    // Read once what is kept is on screen: the card's own forecast may have come after its first answer.
    const temperature = await page.getByLabel(/^Temperature/).textContent();

    await reloadOffline(page);
    await expect.poll(() => heading.textContent()).toBe(place);
    expect(await page.getByLabel(/^Temperature/).textContent()).toBe(temperature);
    const banner = page.getByRole('status').filter({ hasText: 'You are offline' });
    expect(await banner.textContent()).toMatch(/The data shown is from \d{1,2}:\d{2}/);
  });

  it('installs its service worker only after the first screen has its data, then controls the page', async () => {
    session = await openSession();
    const { page } = session;
    await page.goto(`${baseUrl()}/place/paris`);
    await page.getByRole('region', { name: 'Current conditions', exact: true }).getByLabel(/^Temperature/).waitFor();
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) === undefined)).toBe(true);
    await waitForServiceWorker(page);
  });

  it('carries the styles every screen needs inside index.html, allowed by their hash, and no screen asks for them again', async () => {
    session = await openSession();
    const { page } = session;
    const entryStylesheets: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/index-[\w-]+\.css$/.test(new URL(request.url()).pathname)) entryStylesheets.push(request.url());
    });
    const response = await page.goto(`${baseUrl()}/place/zurich`);
    const html = await response!.text();
    const css = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    expect(css).toContain('.app-header');
    expect(html).not.toMatch(/<link[^>]*rel="stylesheet"/);
    expect(response!.headers()['content-security-policy']).toContain(`style-src 'self' 'sha256-${createHash('sha256').update(css).digest('base64')}'`);
    // The charts' code imports the entry's: it must not bring the entry's stylesheet along.
    await page.locator('.chart__frame svg').first().waitFor();
    expect(entryStylesheets).toEqual([]);
  });

  it("serves the first screen's script with V8's compile hint on its first line, and no other script with it", async () => {
    session = await openSession();
    const { page } = session;
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (/\/assets\/[\w-]+\.js$/.test(new URL(response.url()).pathname)) scripts.push(response.url());
    });
    const html = await (await page.goto(`${baseUrl()}/place/zurich`))!.text();
    await page.getByRole('heading', { level: 1, name: /Zürich/ }).waitFor();
    const entry = new URL(/<script type="module"[^>]* src="([^"]+)"/.exec(html)![1]!, baseUrl()).href;
    const firstLines = new Map(await Promise.all(scripts.map(async (url) => [url, (await (await fetch(url)).text()).split('\n', 1)[0]] as const)));
    expect(firstLines.get(entry)).toBe(COMPILE_HINT);
    expect([...firstLines].filter(([url, line]) => url !== entry && line === COMPILE_HINT)).toEqual([]);
    // The place screen's own code came too, so the check above covered a lazy chunk.
    expect(scripts.some((url) => /\/place-screen-/.test(url))).toBe(true);
  });

  it.each([
    ['the home card’s weather', '/', '/api/embed/current'],
    ['a linked place’s lookup', '/place/zurich', '/api/py/locations'],
    ['a linked place’s forecast, after its lookup,', '/place/zurich', '/api/py/weather'],
    ['a linked point’s forecast', '/at/47.3769,8.5417', '/api/py/weather'],
  ])('asks for %s while the app’s code is still on its way, once, and nothing another screen needs', async (_what, path, dataPath) => {
    session = await openSession();
    const { page } = session;
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname, searchParams } = new URL(request.url());
      // The model comparison's forecasts are another panel's.
      if (pathname.startsWith('/api/') && !searchParams.has('models')) asked.push(pathname);
    });
    const askedBeforeCode = await holdUntilAsked(page, APP_SCRIPT, (url) => url.pathname === dataPath);
    await page.goto(`${baseUrl()}${path}`);
    await page.getByLabel(/^Temperature/).first().waitFor();
    expect(askedBeforeCode()).toBe(true);
    expect(asked.filter((pathname) => pathname === dataPath)).toHaveLength(1);
    if (path !== '/') expect(asked).not.toContain('/api/embed/current');
  });

  it('asks for a place’s forecast beside its lookup on a link the app made (with its coordinates), before the lookup answers, once', async () => {
    session = await openSession();
    const { page } = session;
    const { location } = (await (await fetch(`${baseUrl()}/api/py/locations?slug=zurich`)).json()) as { location: SelectedPlace };
    const forecasts: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/py/weather' && !url.searchParams.has('models')) forecasts.push(url.search);
    });
    const isForecast = (url: URL) => url.pathname === '/api/py/weather';
    // Neither the lookup's answer nor the app's code can have started it: index.html's script did.
    const forecastBeforeLookup = await holdUntilAsked(page, /\/api\/py\/locations\?/, isForecast);
    const forecastBeforeCode = await holdUntilAsked(page, APP_SCRIPT, isForecast);
    await page.goto(`${baseUrl()}${placePath(location)}`);
    await page.getByRole('region', { name: 'Current conditions', exact: true }).getByLabel(/^Temperature/).waitFor();
    expect(forecastBeforeLookup()).toBe(true);
    expect(forecastBeforeCode()).toBe(true);
    expect(forecasts).toHaveLength(1);
  });

  it('asks for the place screen’s code beside the app’s own on a link to a place, once, and not on home', async () => {
    session = await openSession();
    const { page } = session;
    const screenCode: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/place(-screen)?-[\w-]+\.(js|css)$/.test(request.url())) screenCode.push(new URL(request.url()).pathname);
    });
    const askedBeforeApp = await holdUntilAsked(page, APP_SCRIPT, (url) => PLACE_SCREEN_SCRIPT.test(url.pathname));
    await page.goto(`${baseUrl()}/place/zurich`);
    await page.getByRole('region', { name: 'Current conditions', exact: true }).getByLabel(/^Temperature/).waitFor();
    expect(askedBeforeApp()).toBe(true);
    // Its two scripts and two stylesheets, each once: Vite's own preloading found them asked for.
    expect(screenCode.filter((path) => path.endsWith('.js'))).toHaveLength(2);
    expect(screenCode.filter((path) => path.endsWith('.css'))).toHaveLength(2);
    expect(new Set(screenCode).size).toBe(screenCode.length);

    screenCode.length = 0;
    await page.unroute(APP_SCRIPT);
    await page.goto(`${baseUrl()}/`);
    await page.getByLabel(/^Temperature/).first().waitFor();
    expect(screenCode.filter((path) => path.includes('place-screen'))).toEqual([]);
  });

  it('leaves the plant outbox’s code for the Plants screen on a first visit, as long as the device holds no outbox', async () => {
    session = await openSession();
    const { page } = session;
    const outboxCode: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/plant-outbox-[\w-]+\.js$/.test(request.url())) outboxCode.push(request.url());
    });
    await page.goto(`${baseUrl()}/place/zurich`);
    await page.getByRole('region', { name: 'Current conditions', exact: true }).getByLabel(/^Temperature/).waitFor();
    // The worker installs once the screen has settled: the start's own work is done by then.
    await waitForServiceWorker(page);
    expect(outboxCode).toEqual([]);
    await page.goto(`${baseUrl()}/plants`);
    await page.getByRole('heading', { level: 1, name: 'Plant store' }).waitFor();
    expect(outboxCode).toHaveLength(1);
  });

  it('downloads the place screen’s code while a place, on a link followed inside the app, is still being looked up', async () => {
    session = await openSession();
    const { page } = session;
    // Opened from another screen, so index.html's script, which asks for a linked place's code itself, has no part in it.
    await page.goto(`${baseUrl()}/settings`);
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    const codeBeforeAnswer = await holdUntilAsked(page, /\/api\/py\/locations\?/, (url) => PLACE_SCREEN_SCRIPT.test(url.pathname));
    await page.evaluate(() => history.pushState(null, '', '/place/zurich'));
    await page.getByRole('heading', { level: 1, name: /Zürich/ }).waitFor();
    expect(codeBeforeAnswer()).toBe(true);
  });

  it('asks for a place’s forecast, on a link followed inside the app, once the place is known, without waiting for the screen’s code', async () => {
    session = await openSession();
    const { page } = session;
    // Opened from another screen, so index.html's script, which starts a linked place's forecast itself, has no part in it.
    await page.goto(`${baseUrl()}/settings`);
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    const forecasts: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/py/weather' && !url.searchParams.has('models')) forecasts.push(url.search);
    });
    const forecastBeforeCode = await holdUntilAsked(page, PLACE_SCREEN_SCRIPT, (url) => url.pathname === '/api/py/weather');
    await page.evaluate(() => history.pushState(null, '', '/place/zurich'));
    await page.getByRole('region', { name: 'Current conditions', exact: true }).getByLabel(/^Temperature/).waitFor();
    expect(forecastBeforeCode()).toBe(true);
    // The screen's forecast is the one asked for early, not a second request.
    expect(forecasts).toHaveLength(1);
  });

  it('says a screen whose code cannot be had is not downloaded, keeps the header, and opens it on Retry', async () => {
    session = await openSession();
    const { page } = session;
    await page.goto(baseUrl());
    await page.getByLabel(/^Temperature/).first().waitFor();
    // As offline on a first visit, before the service worker holds the Settings screen's code.
    const blocked = /\/assets\/settings-screen-[\w-]+\.(js|css)$/;
    await page.route(blocked, (route) => route.abort('internetdisconnected'));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
    await page.getByText('This page: not downloaded').waitFor();
    expect(await page.getByRole('heading', { level: 1, name: 'Settings' }).count()).toBe(1);
    expect(await page.getByText('Skycache could not show this screen').count()).toBe(0);
    await page.unroute(blocked);
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('radio', { name: 'Fahrenheit (°F)' }).waitFor();
  });

  it('first paints another screen with a plain skeleton and that screen marked in the nav, not the home card', async () => {
    session = await openSession({ serviceWorkers: 'block' });
    const { page } = session;
    // No app code at all: what shows is index.html and its own scripts.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    const nav = page.getByRole('navigation', { name: 'Main' });
    const current = () => nav.locator('[aria-current="page"]').allTextContents();
    await page.goto(`${baseUrl()}/settings`);
    await page.getByRole('status').filter({ hasText: 'Loading' }).waitFor();
    expect(await page.locator('.my-location, .local-weather').count()).toBe(0);
    expect(await current()).toEqual(['Settings']);
    await page.goto(`${baseUrl()}/place/zurich`);
    await page.getByRole('status').filter({ hasText: 'Loading' }).waitFor();
    expect(await page.locator('.my-location, .local-weather').count()).toBe(0);
    // As the place's own loading state draws it (src/ui/skeleton.tsx).
    expect(await page.locator('.skeleton__line').count()).toBe(3);
    expect(await current()).toEqual([]);
    await page.goto(baseUrl());
    await page.getByRole('button', { name: 'Use my location' }).waitFor();
    expect(await page.locator('.local-weather .skeleton').count()).toBe(1);
    expect(await current()).toEqual(['Home']);
  });

  it('has a manifest Chromium considers installable', async () => {
    session = await openSession();
    const { page, context } = session;
    await page.goto(baseUrl());
    await waitForServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
  });

  it('keeps showing persisted data, with its age, when the API answers 503 after a reload', async () => {
    session = await openSession();
    const { page } = session;
    await page.goto(baseUrl());
    const heading = page.getByRole('heading', { level: 2 }).first();
    await heading.waitFor();
    const place = await heading.textContent();
    const fetchedAt = await page.locator('.data-age time').getAttribute('datetime');
    await waitForPersistedCache(page);

    await setMockFaults({ outage: true });
    await page.reload();
    await heading.waitFor();
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.getByText(/Could not refresh/).waitFor();
    expect(await page.getByRole('alert').textContent()).toMatch(/unavailable/);
    expect(await heading.textContent()).toBe(place);
    expect(await page.locator('.data-age time').getAttribute('datetime')).toBe(fetchedAt);
    expect(await page.locator('.data-age').textContent()).toMatch(/Updated (just now|\d+ min ago)/);
  });
});
