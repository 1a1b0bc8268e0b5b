import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { britishEnglishEnvironment, LANGUAGE_TAG } from './british-english';
import type { EngineName, EnginePage, OpenOptions } from './engine';
import { isNetworkNoise } from './page-errors';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const CHROME_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic', `--lang=${LANGUAGE_TAG}`, `--accept-lang=${LANGUAGE_TAG}`];

/** Chromium over CDP and Firefox over WebDriver BiDi (no geckodriver), both through puppeteer-core. */
export async function openPuppeteer(engine: Exclude<EngineName, 'webkit'>, options: OpenOptions): Promise<EnginePage> {
  const dark = options.colorScheme === 'dark';
  // A fresh persistent profile, as an installed browser has: IndexedDB and the service worker last across reloads.
  const profile = await mkdtemp(join(tmpdir(), `skycache-${engine}-`));
  const browser: Browser =
    engine === 'firefox'
      ? await puppeteer.launch({
          browser: 'firefox',
          executablePath: FIREFOX_PATH,
          headless: true,
          userDataDir: profile,
          env: { ...process.env, ...britishEnglishEnvironment() },
          extraPrefsFirefox: {
            // navigator.language, and Intl's default from the process's locale.
            'intl.accept_languages': LANGUAGE_TAG,
            'intl.regional_prefs.use_os_locales': true,
            // 0 dark, 1 light: what prefers-color-scheme reports to pages.
            'layout.css.prefers-color-scheme.content-override': dark ? 0 : 1,
            // 1: a coarse pointer alone, no hover, as on a phone; its taps are puppeteer's touches.
            ...(options.touch ? { 'ui.primaryPointerCapabilities': 1, 'ui.allPointerCapabilities': 1, 'dom.w3c_touch_events.enabled': 1 } : {}),
            // 1 allow, 0 ask: what Notification.requestPermission() resolves with, without a prompt.
            ...(options.allowNotifications ? { 'permissions.default.desktop-notification': 1, 'alerts.useSystemBackend': false } : {}),
          },
        })
      : await puppeteer.launch({ executablePath: CHROME_PATH, headless: true, userDataDir: profile, args: CHROME_ARGS });
  if (engine === 'chromium' && options.allowNotifications) {
    await browser.defaultBrowserContext().setPermission('*', { permission: { name: 'notifications' }, state: 'granted' });
  }
  const page: Page = (await browser.pages())[0] ?? (await browser.newPage());
  const errors: string[] = [];
  const record = (text: string) => {
    if (!isNetworkNoise(text)) errors.push(text);
  };
  // Firefox reports a failed cross-origin request (a map tile) as a page error, not a console line.
  page.on('pageerror', (error) => record(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') record(message.text());
  });
  await page.setViewport({ ...(options.viewport ?? { width: 1280, height: 900 }), ...(engine === 'chromium' && options.touch ? { hasTouch: true, isMobile: true } : {}) });
  // --lang sets navigator.language alone in headless Chromium; Intl's default needs this.
  if (engine === 'chromium') await (await page.createCDPSession()).send('Emulation.setLocaleOverride', { locale: LANGUAGE_TAG });
  if (engine === 'chromium' && dark) await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'dark' }]);

  return {
    engine,
    errors: () => Promise.resolve([...errors]),
    goto: async (url) => void (await page.goto(url)),
    reload: async () => void (await page.reload()),
    evaluate: (fn, ...args) => page.evaluate(fn as (...values: unknown[]) => unknown, ...args) as never,
    click: (x, y) => page.mouse.click(x, y),
    tap: (x, y) => page.touchscreen.tap(x, y),
    type: (text) => page.keyboard.type(text, { delay: 30 }),
    press: (key) => page.keyboard.press(key),
    screenshot: async (path) => void (await page.screenshot({ path: path as `${string}.png` })),
    close: async () => {
      await browser.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}
