import type { EnginePage } from './engine';

export type Role = 'button' | 'link' | 'heading' | 'combobox' | 'option' | 'textbox' | 'checkbox' | 'radio' | 'region' | 'application' | 'status' | 'alert';
type Name = string | RegExp;
interface SerialPattern {
  source: string;
  flags: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const serial = (name: Name): SerialPattern => (typeof name === 'string' ? { source: `^${escape(name)}$`, flags: '' } : { source: name.source, flags: name.flags });

/**
 * Polls `check` until it gives a value (not false/undefined/null), or fails saying what it waited
 * for. A check that throws (the page navigating under it) counts as not yet.
 */
export async function waitUntil<T>(check: () => Promise<T | false | undefined | null>, what: string, timeout = 20_000): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    let problem = '';
    const value = await check().catch((error: unknown) => {
      problem = ` (last: ${String(error)})`;
      return undefined;
    });
    if (value !== false && value !== undefined && value !== null) return value;
    if (Date.now() > deadline) throw new Error(`waited ${timeout / 1000} s for ${what}${problem}`);
    await new Promise((next) => setTimeout(next, 200));
  }
}

interface Locating {
  /** Scroll the element to the middle of the view. */
  scroll: boolean;
  /** Pass over a disabled control, as a click on it does nothing (a toggle waiting for its stored state). */
  enabled: boolean;
  /** Only the element that has the focus. */
  focused?: boolean;
}

/**
 * The centre of the first visible element with this role whose accessible name matches,
 * scrolled to the middle of the view; null when there is none. A simple reading of ARIA
 * (aria-label, aria-labelledby, a form field's label, else the text), enough for this app.
 */
function locate(role: Role, name: SerialPattern, { scroll, enabled, focused }: Locating): { x: number; y: number } | null {
  const selectors: Record<Role, string> = {
    button: 'button, [role="button"], input[type="submit"], input[type="button"]',
    link: 'a[href], [role="link"]',
    heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
    combobox: '[role="combobox"], select',
    option: '[role="option"], option',
    textbox: 'input:not([type]), input[type="text"], input[type="number"], input[type="password"], input[type="search"], textarea',
    checkbox: 'input[type="checkbox"], [role="checkbox"], [role="switch"]',
    radio: 'input[type="radio"], [role="radio"]',
    region: 'section[aria-label], section[aria-labelledby], [role="region"]',
    application: '[role="application"]',
    status: '[role="status"], output',
    alert: '[role="alert"]',
  };
  const pattern = new RegExp(name.source, name.flags);
  // Text as a screen reader reads it: what is aria-hidden is left out, a labelled child reads its label.
  const text = (element: Element | null): string => {
    let read = '';
    const walk = (node: Node) => {
      for (const child of node.childNodes) {
        if (child.nodeType === Node.TEXT_NODE) read += child.textContent ?? '';
        else if (child instanceof Element && child.getAttribute('aria-hidden') !== 'true') {
          const label = child.getAttribute('aria-label');
          if (label) read += ` ${label} `;
          else walk(child);
        }
      }
    };
    if (element) walk(element);
    return read.replace(/\s+/g, ' ').trim();
  };
  const accessibleName = (element: Element): string => {
    const label = element.getAttribute('aria-label');
    if (label) return label.trim();
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) return labelledBy.split(/\s+/).map((id) => text(document.getElementById(id))).join(' ');
    if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) {
      return [...(element.labels ?? [])].map(text).join(' ');
    }
    return text(element);
  };
  for (const element of document.querySelectorAll(selectors[role])) {
    if (element.getClientRects().length === 0 || !pattern.test(accessibleName(element))) continue;
    if (enabled && (element.matches(':disabled') || element.getAttribute('aria-disabled') === 'true')) continue;
    if (focused && element !== document.activeElement) continue;
    if (scroll) element.scrollIntoView({ block: 'center', behavior: 'instant' });
    const box = element.getBoundingClientRect();
    return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  }
  return null;
}

export function findRole(page: EnginePage, role: Role, name: Name, enabled = false): Promise<{ x: number; y: number } | null> {
  return page.evaluate(locate, role, serial(name), { scroll: false, enabled });
}

export function waitForRole(page: EnginePage, role: Role, name: Name, timeout?: number): Promise<{ x: number; y: number }> {
  return sayingWhatWasShown(page, waitUntil(() => findRole(page, role, name), `${role} "${String(name)}"`, timeout));
}

/** A wait that failed says what the page showed instead, where the engine gives no trace. */
export async function sayingWhatWasShown<T>(page: EnginePage, wait: Promise<T>): Promise<T> {
  try {
    return await wait;
  } catch (error) {
    const shown = await bodyText(page).catch(() => '(the page could not be read)');
    throw new Error(`${(error as Error).message}; the page showed: ${shown.replace(/\s+/g, ' ').slice(0, 600)}`);
  }
}

/** Scrolls the element to the middle of the view, as a person would, and resolves with its centre. */
export async function scrollToRole(page: EnginePage, role: Role, name: Name, enabled = false): Promise<{ x: number; y: number }> {
  const what = `${enabled ? 'an enabled ' : ''}${role} "${String(name)}"`;
  await sayingWhatWasShown(page, waitUntil(() => findRole(page, role, name, enabled), what));
  const point = await page.evaluate(locate, role, serial(name), { scroll: true, enabled });
  if (!point) throw new Error(`${what} went away while scrolling to it`);
  return point;
}

/**
 * Scrolls to the control, waits until it can be used, then clicks it with the pointer. A click
 * on a control still disabled (reading its stored state on a slow machine) would be lost.
 */
export async function clickRole(page: EnginePage, role: Role, name: Name): Promise<void> {
  const point = await scrollToRole(page, role, name, true);
  await page.click(point.x, point.y);
}

/**
 * Clicks into a field until it has the focus, as a person waits for the caret (a click can land
 * while the page still moves); types, and fails saying so if the field does not then hold the text.
 */
export async function typeInto(page: EnginePage, role: Role, name: Name, text: string): Promise<void> {
  const what = `${role} "${String(name)}"`;
  const focused = () => page.evaluate(locate, role, serial(name), { scroll: false, enabled: true, focused: true });
  const clickedIn = async () => {
    if (!(await focused())) await clickRole(page, role, name);
    return focused();
  };
  await sayingWhatWasShown(page, waitUntil(clickedIn, `${what} to take the focus`));
  await page.type(text);
  const held = await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value ?? null);
  if (!held?.endsWith(text)) throw new Error(`typed "${text}" into ${what}, but the focused field holds ${JSON.stringify(held)}`);
}

const bodyText = (page: EnginePage) => page.evaluate(() => document.body.innerText);

export async function waitForText(page: EnginePage, text: Name, timeout?: number): Promise<void> {
  const matches = (body: string) => (typeof text === 'string' ? body.includes(text) : text.test(body));
  await sayingWhatWasShown(page, waitUntil(async () => matches(await bodyText(page)), `the text "${String(text)}"`, timeout));
}

export async function hasText(page: EnginePage, text: string): Promise<boolean> {
  return (await bodyText(page)).includes(text);
}

export function pathOf(page: EnginePage): Promise<string> {
  return page.evaluate(() => location.pathname + location.search);
}

export async function waitForPath(page: EnginePage, path: RegExp): Promise<string> {
  let current = '';
  try {
    return await waitUntil(async () => {
      current = await pathOf(page);
      return path.test(current) && current;
    }, `a URL matching ${path}`);
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)}; the page was at ${current}`, { cause: error });
  }
}

/** Resolves once a service worker controls the page (it claims clients on first install). */
export async function waitForServiceWorker(page: EnginePage): Promise<void> {
  await waitUntil(() => page.evaluate(() => navigator.serviceWorker?.controller != null), 'a service worker to control the page', 30_000);
}

/**
 * Reads the page down to its end half a screen at a time, as a person does, waiting at each
 * step for the parts drawn only near the view (src/ui/when-near.tsx) to be drawn; then goes
 * back to the top.
 */
export async function readToTheEnd(page: EnginePage): Promise<void> {
  const waitingInView = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('.when-near--waiting')].some((element) => {
        const box = element.getBoundingClientRect();
        return box.bottom > 0 && box.top < window.innerHeight;
      }),
    );
  for (;;) {
    await waitUntil(async () => !(await waitingInView()), 'the parts in view to be drawn');
    const atEnd = await page.evaluate(() => {
      const end = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
      if (!end) window.scrollBy(0, window.innerHeight / 2);
      return end;
    });
    if (atEnd) break;
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}
