import { defineConfig } from 'vitest/config';

/**
 * The main flows in one engine (`E2E_ENGINE=chromium|firefox|webkit`) against the production
 * build; `npm run test:engines` builds, then runs each engine in turn.
 */
export default defineConfig({
  test: {
    name: `engines-${process.env.E2E_ENGINE ?? 'chromium'}`,
    environment: 'node',
    // `npm run screenshots` runs the screenshot files instead of the specs.
    include: [process.env.E2E_SCREENSHOTS ? 'test/e2e-engines/**/*.shots.ts' : 'test/e2e-engines/**/*.engine.ts'],
    // Two cores: one browser at a time keeps timings honest and the machine responsive.
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 90_000,
  },
});
