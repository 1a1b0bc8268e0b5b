import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { COMPILE_HINT } from '../../scripts/compile-hints';
import { formatTemperature } from '../../src/lib/unit-format';
import { METRIC_UNITS } from '../../src/lib/units';
import { openSession, reloadOffline, waitForPersistedCache, waitForServiceWorker, type Session } from './support/browser';
import { baseUrl, resetMockFaults, setMockFaults } from './support/mock-control';

interface EmbedBody {
  location: { name: string };
  current: { temp: number; condition: string };
}

async function apiEmbed(): Promise<EmbedBody> {
  const response = await fetch(`${baseUrl()}/api/embed/current`);
  return (await response.json()) as EmbedBody;
}

let session: Session | undefined;
afterEach(async () => {
  await resetMockFaults();
  await session?.close();
  session = undefined;
});

describe('the installable, offline-first app shell', () => {
  it('shows the current conditions the mock API gives for the caller', async () => {
    session = await openSession();
    const { page } = session;
    const expected = await apiEmbed();
    await page.goto(baseUrl());
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
    const temperature = await page.getByLabel(/^Temperature/).textContent();
    await waitForServiceWorker(page);
    await waitForPersistedCache(page);

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
    const css = /<style>([^<]*)<\/style>/.exec(html)?.[1] ?? '';
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
  ])('asks for %s while the app’s code is still on its way, once, and nothing another screen needs', async (_what, path, dataPath) => {
    session = await openSession();
    const { page } = session;
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) asked.push(pathname);
    });
    // The app's script is held back until the data request has left, or for 5 s.
    const dataAsked = page.waitForRequest((request) => new URL(request.url()).pathname === dataPath, { timeout: 5_000 }).then(
      () => true,
      () => false,
    );
    let askedBeforeCode: boolean | undefined;
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      askedBeforeCode = await dataAsked;
      await route.continue();
    });
    await page.goto(`${baseUrl()}${path}`);
    await page.getByLabel(/^Temperature/).first().waitFor();
    expect(askedBeforeCode).toBe(true);
    expect(asked.filter((pathname) => pathname === dataPath)).toHaveLength(1);
    if (path !== '/') expect(asked).not.toContain('/api/embed/current');
  });

  it('downloads the place screen’s code while a linked place is still being looked up', async () => {
    session = await openSession();
    const { page } = session;
    const code = page.waitForRequest((request) => /\/assets\/place-screen-[\w-]+\.js$/.test(request.url()), { timeout: 10_000 });
    let codeBeforeAnswer: boolean | undefined;
    await page.route(/\/api\/py\/locations\?/, async (route) => {
      codeBeforeAnswer = await code.then(
        () => true,
        () => false,
      );
      await route.continue();
    });
    await page.goto(`${baseUrl()}/place/zurich`);
    await page.getByRole('heading', { level: 1, name: /Zürich/ }).waitFor();
    expect(codeBeforeAnswer).toBe(true);
  });

  it('asks for a linked place’s forecast once the place is known, without waiting for the screen’s code', async () => {
    session = await openSession();
    const { page } = session;
    const forecast = page.waitForRequest(/\/api\/py\/weather\?/, { timeout: 10_000 }).then(
      () => true,
      () => false,
    );
    const forecasts: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/py/weather' && !url.searchParams.has('models')) forecasts.push(url.search);
    });
    let forecastBeforeCode: boolean | undefined;
    await page.route(/\/assets\/place-screen-[\w-]+\.js$/, async (route) => {
      forecastBeforeCode = await forecast;
      await route.continue();
    });
    await page.goto(`${baseUrl()}/place/zurich`);
    await page.getByRole('region', { name: 'Current conditions', exact: true }).getByLabel(/^Temperature/).waitFor();
    expect(forecastBeforeCode).toBe(true);
    // The screen's forecast is the one asked for early, not a second request.
    expect(forecasts).toHaveLength(1);
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
