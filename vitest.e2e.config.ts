import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { cataloguesPlugin } from './build/vite-plugin-catalogues.ts';

/** Real Chromium against the production build; run by `npm run test:e2e` after `vite build`. */
export default defineConfig({
  // Expected words come from the app's own rules and catalogues (test/e2e/day-in-words.e2e.ts).
  plugins: [cataloguesPlugin()],
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['test/e2e/**/*.e2e.ts'],
    // Every area of English, as the app has it beyond home (src/i18n/i18n.ts loadScreenWords).
    setupFiles: ['test/setup/english.ts', 'test/e2e/support/serve-app.ts'],
    // A browser per core. A worker runs its files one after another in one process, with its own
    // app server (support/worker-server.ts): what they import from the mock is loaded once.
    isolate: false,
    maxWorkers: availableParallelism(),
    testTimeout: 90_000,
    hookTimeout: 90_000,
  },
});
