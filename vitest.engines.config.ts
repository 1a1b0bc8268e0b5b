import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { ENGINES } from './scripts/engines.ts';

/** Checks the Chromium suite makes with the same in-page readers (test/e2e/support/): here in Firefox and WebKit only. */
const CHECKED_BY_CHROMIUM_SUITE = ['test/e2e-engines/right-to-left-numbers.engine.ts', 'test/e2e-engines/reading-dots.engine.ts'];

/**
 * The main flows in Chromium, Firefox and WebKit (one project each, `--project engines-firefox`
 * for one) against the production build; `npm run test:engines` builds, then runs them.
 */
export default defineConfig({
  test: {
    projects: ENGINES.map((engine) => ({
      test: {
        name: `engines-${engine}`,
        environment: 'node',
        // `npm run screenshots` runs the screenshot files instead of the specs.
        include: [process.env.E2E_SCREENSHOTS ? 'test/e2e-engines/**/*.shots.ts' : 'test/e2e-engines/**/*.engine.ts'],
        exclude: [...configDefaults.exclude, ...(engine === 'chromium' ? CHECKED_BY_CHROMIUM_SUITE : [])],
        env: { E2E_ENGINE: engine },
        // A worker runs its files one after another in one process: the mock's datasets, loaded
        // by its first file's app server, serve every later file's.
        isolate: false,
        testTimeout: 90_000,
        hookTimeout: 90_000,
      },
    })),
    // A browser per core: each file has its own app server, profile and window.
    maxWorkers: availableParallelism(),
  },
});
