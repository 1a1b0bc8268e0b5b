import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type CDPSession, type Locator, type Page } from 'playwright-core';
import { DEFAULT_TILE_URL, tileUrlPattern } from '../../../src/lib/tiles';
import { holdsPersistedAnswers, type PersistedAnswer } from './persisted-answers';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export interface Session {
  context: BrowserContext;
  page: Page;
  close: () => Promise<void>;
}

/**
 * A fresh persistent profile per session: it behaves like an installed browser (not
 * incognito), keeps IndexedDB and the service worker across reloads, and is deleted after.
 */
export async function openSession(
  options: {
    viewport?: { width: number; height: number };
    touch?: boolean;
    serviceWorkers?: 'allow' | 'block';
    /** The browser's language: `navigator.languages` and the Accept-Language header. */
    locale?: string;
  } = {},
): Promise<Session> {
  const userDataDir = await mkdtemp(join(tmpdir(), 'skycache-e2e-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROME_PATH,
    headless: true,
    args: CHROME_ARGS,
    viewport: options.viewport ?? { width: 1280, height: 900 },
    // A phone: a touch screen and a mobile viewport.
    ...(options.touch ? { isMobile: true, hasTouch: true } : {}),
    locale: options.locale ?? 'en-GB',
    timezoneId: 'UTC',
    // 'block' lets page.route answer every API request (a service worker would take them first).
    serviceWorkers: options.serviceWorkers ?? 'allow',
  });
  await blockTheInternet(context);
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    close: async () => {
      await context.close();
      await rm(userDataDir, { recursive: true, force: true });
    },
  };
}

/** Tests never leave this machine: anything not on loopback is refused. */
async function blockTheInternet(context: BrowserContext): Promise<void> {
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort('internetdisconnected'));
}

/** A 1×1 grey PNG: every map tile in tests. */
const LOCAL_TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII=', 'base64');

/**
 * Answers every request for a map tile (the default tile URL) with a local PNG, so tests never
 * fetch real tiles; returns the list of tile URLs asked for, which grows as the test runs.
 */
export async function serveLocalTiles(context: BrowserContext): Promise<string[]> {
  const requested: string[] = [];
  await context.route(tileUrlPattern(DEFAULT_TILE_URL), (route) => {
    requested.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'image/png', headers: { 'Access-Control-Allow-Origin': '*' }, body: LOCAL_TILE });
  });
  return requested;
}

/** Resolves once a service worker controls the page (it claims clients on first install). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });
}

/**
 * Resolves once the persisted query cache (what a reload offline starts from) holds an answer,
 * and one for each of `answers`. It looks at the stored answers, not at how queries are keyed.
 */
export async function waitForPersistedCache(page: Page, answers: PersistedAnswer[] = []): Promise<void> {
  const stored = () => page.evaluate(holdsPersistedAnswers, answers);
  // A plain poll, not expect.poll or vi.waitFor: suites wait for the cache in beforeAll, and
  // npm run bench:start outside Vitest altogether.
  const deadline = Date.now() + 15_000;
  while (!(await stored())) {
    if (Date.now() > deadline) throw new Error('the answers were not persisted to IndexedDB within 15 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * What the page shows and holds (address, language, whether a worker controls it, the start of its
 * text, its caches), for a wait that failed to say what was there instead.
 */
export async function pageState(page: Page): Promise<string> {
  return page
    .evaluate(async () => {
      const cached = await Promise.all((await caches.keys()).map(async (name) => `${name}: ${(await (await caches.open(name)).keys()).length}`));
      const { lang } = document.documentElement;
      return JSON.stringify({ url: location.href, lang, controlled: navigator.serviceWorker?.controller !== null, onLine: navigator.onLine, text: document.body.innerText.slice(0, 400), cached });
    })
    .catch((error: unknown) => `(the page could not be read: ${String(error)})`);
}

/** Waits for `locator` as `waitFor` does; a failure also says what the page showed instead (pageState). */
export async function waitOrDescribe(page: Page, locator: Locator): Promise<void> {
  try {
    await locator.waitFor();
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)}\nThe page instead: ${await pageState(page)}`, { cause: error });
  }
}

/** Reloads with the network off (see keepOffline). */
export async function reloadOffline(page: Page): Promise<void> {
  await page.context().setOffline(true);
  await page.reload();
  await keepOffline(page);
}

/**
 * Call after a navigation with the network off. Chromium 150 starts the new document with
 * `navigator.onLine` true although Playwright's offline emulation still holds, so the emulation
 * is set again on it (over CDP: never online in between), as a device that is really offline
 * reports it.
 */
export async function keepOffline(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  // The session stays attached until backOnline: detaching it ends the emulation it set.
  await cdp.send('Network.emulateNetworkConditions', { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  offlineSessions.set(page, [...(offlineSessions.get(page) ?? []), cdp]);
}

const offlineSessions = new WeakMap<Page, CDPSession[]>();

/** Turns the network back on, also where keepOffline held it off. */
export async function backOnline(page: Page): Promise<void> {
  for (const cdp of offlineSessions.get(page) ?? []) await cdp.detach();
  offlineSessions.delete(page);
  await page.context().setOffline(false);
}
