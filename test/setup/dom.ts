import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { onlineManager } from '@tanstack/react-query';
import { cleanup, configure } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';

// A worker's first API call loads 130,000 places, which takes seconds on a busy machine; waits
// still end as soon as what they wait for appears.
configure({ asyncUtilTimeout: 10_000 });

const reactTest = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

/**
 * React's act() warnings say a test looked at the screen before an update had landed, so what it
 * asserted may not be what a person sees. They fail the test that caused them: wait for what the
 * person sees (findBy*, waitFor) instead of silencing them.
 */
const ACT_WARNINGS = Symbol.for('skycache.act-warnings');
const worker = globalThis as { [ACT_WARNINGS]?: string[] };
// Files share a worker (and this console): it is wrapped once.
const actWarnings = (worker[ACT_WARNINGS] ??= watchActWarnings());

function watchActWarnings(): string[] {
  const warnings: string[] = [];
  const consoleError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    const message = args.map(String).join(' ');
    if (message.includes('act(')) warnings.push(message);
    consoleError(...args);
  };
  return warnings;
}

// Each file starts as a new page on an empty device (its modules are new: fresh-modules.ts): a
// blank document at the site's root, no database or storage, no global an earlier file stubbed.
beforeAll(() => {
  vi.unstubAllGlobals();
  // Emptied, not replaced: Testing Library's `screen` holds on to this body.
  for (const element of [document.documentElement, document.head, document.body]) {
    for (const { name } of [...element.attributes]) element.removeAttribute(name);
  }
  document.head.replaceChildren();
  document.body.replaceChildren();
  history.replaceState(null, '', '/');
  globalThis.indexedDB = new IDBFactory();
  localStorage.clear();
  sessionStorage.clear();
});

// While a test runs, React warns about any update it did not wait for (Testing Library sets this
// itself only where a runner has global hooks, which Vitest here has not). Once the screen is
// unmounted, a lazy module that finishes loading late shows nothing to anyone.
beforeEach(() => {
  reactTest.IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  cleanup();
  reactTest.IS_REACT_ACT_ENVIRONMENT = false;
  // Unmounted first, so going back online updates no screen.
  onlineManager.setOnline(true);
  const warnings = actWarnings.splice(0);
  if (warnings.length > 0) throw new Error(`React printed ${warnings.length} act() warning(s); the first:\n${warnings[0]}`);
});

// Preact runs effects after the next animation frame, with a 35 ms timer as a fallback that then
// cancels the frame. A frame and a tick at the end of the file let that timer end while the
// environment still has `cancelAnimationFrame`, instead of throwing after its teardown.
afterAll(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
