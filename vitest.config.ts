import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { buildConstants } from './scripts/build-constants.ts';
import { preactAliases } from './scripts/preact-aliases.ts';
import { cataloguesPlugin } from './scripts/vite-plugin-catalogues.ts';

/**
 * Unit and API tests (`*.test.ts`) run in Node; component tests (`*.test.tsx`) in jsdom.
 * Both answer HTTP through the same MSW handlers that serve the dev and preview servers.
 * The Chromium end-to-end suite has its own config (vitest.e2e.config.ts).
 */
export default defineConfig({
  define: await buildConstants(),
  plugins: [cataloguesPlugin()],
  resolve: {
    alias: [
      { find: 'virtual:pwa-register/react', replacement: fileURLToPath(new URL('test/setup/pwa-register-react.ts', import.meta.url)) },
      ...preactAliases,
      // Its ES build, which imports react-dom where the aliases can reach it (the CommonJS one requires it).
      { find: /^@testing-library\/react$/, replacement: fileURLToPath(new URL('node_modules/@testing-library/react/dist/@testing-library/react.esm.js', import.meta.url)) },
    ],
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['test/**/*.test.ts'],
          exclude: ['test/e2e/**'],
          // Its files share one module graph per worker: each isolated file loaded MSW, the mock's
          // handlers and, on its first request, the 130,000 places again (setup 56 s, the project
          // 140 s on a 2-core machine; shared, 28 s). These tests keep no module state from one
          // file to the next: they pass with the files in any order (--sequence.shuffle.files).
          // The component tests stay isolated: their screens, storage and language do not reset.
          isolate: false,
          setupFiles: ['test/setup/shifted-clock.ts', 'test/setup/english.ts', 'test/setup/msw.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['test/**/*.test.tsx'],
          exclude: ['test/e2e/**'],
          setupFiles: ['test/setup/shifted-clock.ts', 'test/setup/english.ts', 'test/setup/dom.ts', 'test/setup/msw.ts'],
        },
      },
    ],
    // Libraries that import React go through Vite too, so the aliases reach them (one Preact).
    server: { deps: { inline: ['@testing-library/react', /@tanstack\/react-query/, 'wouter'] } },
    testTimeout: 15_000,
    hookTimeout: 30_000,
  },
});
