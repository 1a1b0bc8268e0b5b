import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

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
export async function openSession(options: { viewport?: { width: number; height: number } } = {}): Promise<Session> {
  const userDataDir = await mkdtemp(join(tmpdir(), 'skycache-e2e-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROME_PATH,
    headless: true,
    args: CHROME_ARGS,
    viewport: options.viewport ?? { width: 1280, height: 900 },
    locale: 'en-GB',
    timezoneId: 'UTC',
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

/** Resolves once a service worker controls the page (it claims clients on first install). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });
}

/** Resolves once the persisted query cache holds at least one query with data. */
export async function waitForPersistedCache(page: Page): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if ((await persistedQueryCount(page)) > 0) return;
    await page.waitForTimeout(200);
  }
  throw new Error('the query cache was not persisted to IndexedDB within 15 s');
}

function persistedQueryCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('skycache');
        open.onerror = () => resolve(0);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('query-cache')) return resolve(0);
          const get = db.transaction('query-cache').objectStore('query-cache').get('client');
          get.onsuccess = () => {
            const client = get.result as { clientState?: { queries?: unknown[] } } | undefined;
            db.close();
            resolve(client?.clientState?.queries?.length ?? 0);
          };
          get.onerror = () => resolve(0);
        };
      }),
  );
}
