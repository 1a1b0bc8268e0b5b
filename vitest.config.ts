import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { buildConstants } from './build/build-constants.ts';
import { preactAliases } from './build/preact-aliases.ts';
import { cataloguesPlugin } from './build/vite-plugin-catalogues.ts';

/**
 * Unit and API tests (`*.test.ts`) run in Node; component tests (`*.test.tsx`) in jsdom.
 * Both answer HTTP through the same MSW handlers that serve the dev and preview servers.
 * The Chromium end-to-end suite has its own config (vitest.e2e.config.ts).
 */
export default defineConfig({
  define: buildConstants(),
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
          // Files share one module graph per worker: they keep no module state from one file to the
          // next, and pass in any order (--sequence.shuffle.files).
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
          // Files share a worker, each a new page: its modules afresh (fresh-modules.ts) and an empty
          // device (dom.ts), without a new process, DOM and mock datasets for every file.
          isolate: false,
          setupFiles: ['test/setup/fresh-modules.ts', 'test/setup/shifted-clock.ts', 'test/setup/english.ts', 'test/setup/dom.ts', 'test/setup/msw.ts'],
        },
      },
    ],
    // Libraries that import React go through Vite too, so the aliases reach them (one Preact).
    server: { deps: { inline: ['@testing-library/react', /@tanstack\/react-query/, 'wouter'] } },
    // Vitest leaves one core to itself by default; its main process is idle while tests run.
    maxWorkers: availableParallelism(),
    testTimeout: 15_000,
    hookTimeout: 30_000,
  },
});
