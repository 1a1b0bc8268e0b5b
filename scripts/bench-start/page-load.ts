/**
 * One page load as bench-start measures it: a fresh browser context that marks paints, layout
 * shifts and the moment the data shows, and the figures read from the page once it has.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';

export interface Load {
  fcp: number;
  lcp: number;
  dataVisible: number;
  cls: number;
  requests: number;
  bytes: number;
  /** When the data request started and when the main script had arrived (ms from navigation). */
  dataStart: number | undefined;
  scriptEnd: number | undefined;
  dataRequests: number;
}

interface PageMarks {
  fcp: number | null;
  lcp: number | null;
  cls: number;
  dataVisible: number | null;
}

declare global {
  interface Window {
    __bench: PageMarks;
    /** Settles when the data is on screen. */
    __benchShown: Promise<void>;
  }
}

/** Runs in every page before its own scripts: paint, layout-shift and "data visible" marks. */
function markPage() {
  const marks: PageMarks = { fcp: null, lcp: null, cls: 0, dataVisible: null };
  window.__bench = marks;
  let markShown = () => {};
  window.__benchShown = new Promise<void>((resolve) => (markShown = resolve));
  const observe = (type: string, onEntry: (entry: PerformanceEntry & { value?: number; hadRecentInput?: boolean }) => void) =>
    new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
  observe('paint', (entry) => {
    if (entry.name === 'first-contentful-paint') marks.fcp = entry.startTime;
  });
  observe('largest-contentful-paint', (entry) => (marks.lcp = entry.startTime));
  observe('layout-shift', (entry) => {
    if (!entry.hadRecentInput) marks.cls += entry.value ?? 0;
  });
  // The temperature is the datum a person opens the app for: home card, place screen, baseline.
  const check = () => {
    if (marks.dataVisible !== null) return;
    const shown = document.querySelector('.local-weather__temp, .forecast-current__temp, .baseline__temp');
    if (!shown?.textContent?.trim()) return;
    marks.dataVisible = performance.now();
    // The same moment in a performance trace (trace.ts).
    performance.mark('data-visible');
    markShown();
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true });
}

/**
 * Waits for the page's data-visible mark. Not with `page.waitForFunction`: its first call injects
 * Playwright's own script into the page, about 40 ms of main-thread work (160 ms at 4× CPU) that
 * landed in the middle of the load it measures. A plain evaluate of the page's promise costs it nothing.
 */
export async function dataShown(page: Page, timeoutMs = 60_000): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${page.url()}: no data on screen after ${timeoutMs / 1000} s`)), timeoutMs);
  });
  try {
    await Promise.race([page.evaluate(() => window.__benchShown), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Loads `url` in a new page of `context`, its processor `cpuSlowdown` times slower, and reads the figures. */
export async function measure(context: BrowserContext, url: string, dataPath: string, cpuSlowdown = 1): Promise<Load> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(url, { waitUntil: 'commit' });
    await dataShown(page);
    await page.waitForLoadState('load');
    // LCP and layout shifts are reported after the frame that caused them.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    return await page.evaluate((dataPath) => {
      const marks = window.__bench;
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const data = resources.filter((entry) => new URL(entry.name).pathname === dataPath);
      const script = resources.find((entry) => entry.initiatorType === 'script' && /\/assets\/index-[\w-]+\.js$/.test(entry.name));
      return {
        fcp: marks.fcp ?? NaN,
        lcp: marks.lcp ?? NaN,
        dataVisible: marks.dataVisible ?? NaN,
        cls: marks.cls,
        requests: resources.length + 1,
        bytes: resources.reduce((sum, entry) => sum + entry.transferSize, navigation?.transferSize ?? 0),
        dataStart: data[0]?.startTime,
        scriptEnd: script?.responseEnd,
        dataRequests: data.length,
      };
    }, dataPath);
  } finally {
    await page.close();
  }
}

export async function freshContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-GB', timezoneId: 'UTC' });
  // tsx keeps function names with a helper the page does not have.
  await context.addInitScript({ content: 'globalThis.__name ??= (target) => target;' });
  await context.addInitScript(markPage);
  // Nothing leaves this machine (map tiles included).
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort('internetdisconnected'));
  return context;
}
