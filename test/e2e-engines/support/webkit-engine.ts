import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { remote } from 'webdriverio';
import type { EnginePage, OpenOptions } from './engine';
import { isNetworkNoise } from './page-errors';
import { britishEnglishEnvironment } from './british-english';

const DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
const MINIBROWSER_PATH = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

type Collecting = Window & { engineErrors?: string[] };

/** In the page: keeps its uncaught errors and unhandled rejections from now on. */
function collectErrors(): void {
  const page = window as Collecting;
  if (page.engineErrors) return;
  const errors: string[] = [];
  page.engineErrors = errors;
  window.addEventListener('error', (event) => errors.push(String(event.error ?? event.message)));
  window.addEventListener('unhandledrejection', (event) => errors.push(`Unhandled rejection: ${String(event.reason)}`));
}

function readCollectedErrors(): string[] | undefined {
  return (window as Collecting).engineErrors?.splice(0);
}

/**
 * WebKitGTK's MiniBrowser through WebKitWebDriver (W3C WebDriver classic), driven by WebdriverIO.
 * Needs a display: run under `xvfb-run`. Classic WebDriver reports no console: a listener put in
 * each page once it has loaded collects its errors from then on.
 */
export async function openWebKit(options: OpenOptions): Promise<EnginePage> {
  const port = await freePort();
  const driver = spawn(DRIVER_PATH, [`--port=${port}`], { stdio: 'ignore', env: { ...process.env, ...britishEnglishEnvironment() } });
  const errors: string[] = [];
  try {
    const browser = await connect(port, options);
    const { width, height } = options.viewport ?? { width: 1280, height: 900 };
    // The window's size includes MiniBrowser's toolbar: grow it by that, so the page gets the height asked for.
    await browser.setWindowSize(width, height);
    const toolbar = height - (await browser.execute(() => window.innerHeight));
    if (toolbar > 0) await browser.setWindowSize(width, height + toolbar);
    const collected = async () => ((await browser.execute(readCollectedErrors)) ?? []).filter((text) => !isNetworkNoise(text));
    return {
      engine: 'webkit',
      goto: async (url) => {
        errors.push(...(await collected()));
        await browser.url(url);
        await browser.execute(collectErrors);
      },
      reload: async () => {
        errors.push(...(await collected()));
        await browser.refresh();
        await browser.execute(collectErrors);
      },
      evaluate: (fn, ...args) => browser.execute(fn as never, ...args) as never,
      errors: async () => [...errors, ...(await collected())],
      click: (x, y) => browser.action('pointer', { parameters: { pointerType: 'mouse' } }).move({ x: Math.round(x), y: Math.round(y), origin: 'viewport' }).down().up().perform(),
      // Its touch pointer actions arrive as a mouse's, and its pointer stays fine: no touch screen to emulate.
      tap: () => Promise.reject(new Error('WebKitGTK under WebKitWebDriver cannot emulate a touch screen')),
      // Key by key, each released before the next: WebdriverIO's keys() releases them all at the
      // end, which turns a doubled letter into one.
      type: async (text) => {
        for (const key of text) await browser.action('key').down(key).up(key).perform();
      },
      press: (key) => browser.keys(key),
      screenshot: async (path) => void (await browser.saveScreenshot(path)),
      close: async () => {
        await browser.deleteSession().catch(() => undefined);
        driver.kill();
      },
    };
  } catch (error) {
    driver.kill();
    throw error;
  }
}

async function connect(port: number, options: OpenOptions) {
  // The driver takes a moment to listen; WebdriverIO retries the session request meanwhile.
  return remote({
    hostname: '127.0.0.1',
    port,
    logLevel: 'error',
    connectionRetryCount: 5,
    capabilities: {
      // WebKitWebDriver speaks classic WebDriver only; WebdriverIO would otherwise ask for BiDi.
      'wdio:enforceWebDriverClassic': true,
      'webkitgtk:browserOptions': {
        binary: MINIBROWSER_PATH,
        args: ['--automation', ...(options.colorScheme === 'dark' ? ['--dark-mode'] : [])],
      },
    } as WebdriverIO.Capabilities,
  });
}
