import type { Alias } from 'vite';

/**
 * The app is written against React's API and type-checked with React's types, but ships Preact
 * (preact/compat): it uses only hooks, context, class error boundaries, lazy and Suspense, which
 * Preact implements in about a fifth of react-dom's size on the home screen's budget (issue #14).
 * The unit tests run with the same aliases, so they test what ships.
 */
export const preactAliases: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  // wouter's shim for React < 18, which preact/compat implements itself.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
];
