import { ENGINES, type EngineName } from '../../../scripts/engines';

export type { EngineName };

/** The engine of this run: `E2E_ENGINE`, Chromium when unset. */
export function engineFromEnvironment(): EngineName {
  const name = process.env.E2E_ENGINE ?? 'chromium';
  if (!(ENGINES as readonly string[]).includes(name)) throw new Error(`E2E_ENGINE must be one of ${ENGINES.join(', ')}, not "${name}"`);
  return name as EngineName;
}

export interface OpenOptions {
  /** CSS pixels of the page's viewport. */
  viewport?: { width: number; height: number };
  colorScheme?: 'light' | 'dark';
  /**
   * A phone's touch screen: the primary pointer is coarse (no hover) and `tap` touches. Chromium
   * emulates it (CDP), Firefox by its pointer-capability prefs; WebKitGTK cannot (docs/browsers.md).
   */
  touch?: boolean;
  /** Notifications allowed for every site, as if the person had answered the browser's question (Chromium and Firefox). */
  allowNotifications?: boolean;
}

/**
 * The few things the specs ask of a browser, the same in every engine: a fresh profile with one
 * page, real pointer and keyboard input, scripts run in the page, screenshots, and the page's
 * uncaught errors. Everything else (finding by role, waiting) is built on these in page-actions.ts.
 */
export interface EnginePage {
  readonly engine: EngineName;
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  /** Runs `fn` in the page (serialised: it may use only its arguments) and resolves with its result. */
  evaluate<T, A extends unknown[]>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<T>;
  /** A real mouse click at a point of the viewport. */
  click(x: number, y: number): Promise<void>;
  /** A touch tap at a point of the viewport, in a page opened with `touch`. */
  tap(x: number, y: number): Promise<void>;
  /** Types into the focused element, key by key. */
  type(text: string): Promise<void>;
  press(key: 'Enter' | 'Escape' | 'Tab'): Promise<void>;
  /** What the viewport shows. */
  screenshot(path: string): Promise<void>;
  /** Uncaught exceptions, unhandled rejections and console errors the page has had so far. */
  errors(): Promise<string[]>;
  close(): Promise<void>;
}

export async function openEngine(engine: EngineName, options: OpenOptions = {}): Promise<EnginePage> {
  if (engine === 'webkit') return (await import('./webkit-engine')).openWebKit(options);
  return (await import('./puppeteer-engine')).openPuppeteer(engine, options);
}
