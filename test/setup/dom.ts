import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { onlineManager } from '@tanstack/react-query';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A file's first API call loads 130,000 places, which takes seconds on a busy machine; waits
// still end as soon as what they wait for appears.
configure({ asyncUtilTimeout: 10_000 });

// What Testing Library does itself when a runner has global hooks (Vitest here has none): React
// then warns about any update a test did not wait for.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * React's act() warnings say a test looked at the screen before an update had landed, so what it
 * asserted may not be what a person sees. They fail the test that caused them: wait for what the
 * person sees (findBy*, waitFor) instead of silencing them.
 */
const actWarnings: string[] = [];
const consoleError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  const message = args.map(String).join(' ');
  if (message.includes('act(')) actWarnings.push(message);
  consoleError(...args);
};

afterEach(() => {
  cleanup();
  // Unmounted first, so going back online updates no screen.
  onlineManager.setOnline(true);
  const warnings = actWarnings.splice(0);
  if (warnings.length > 0) throw new Error(`React printed ${warnings.length} act() warning(s); the first:\n${warnings[0]}`);
});
