import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { buildConstants } from './scripts/build-constants.ts';

/**
 * Unit and API tests (`*.test.ts`) run in Node; component tests (`*.test.tsx`) in jsdom.
 * Both answer HTTP through the same MSW handlers that serve the dev and preview servers.
 * The Chromium end-to-end suite has its own config (vitest.e2e.config.ts).
 */
export default defineConfig({
  define: await buildConstants(),
  resolve: {
    alias: {
      'virtual:pwa-register/react': fileURLToPath(new URL('test/setup/pwa-register-react.ts', import.meta.url)),
    },
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
          setupFiles: ['test/setup/msw.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['test/**/*.test.tsx'],
          exclude: ['test/e2e/**'],
          setupFiles: ['test/setup/dom.ts', 'test/setup/msw.ts'],
        },
      },
    ],
    testTimeout: 15_000,
    hookTimeout: 30_000,
  },
});
