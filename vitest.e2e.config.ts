import { defineConfig } from 'vitest/config';

/** Real Chromium against the production build; run by `npm run test:e2e` after `vite build`. */
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['test/e2e/**/*.e2e.ts'],
    globalSetup: ['test/e2e/support/global-setup.ts'],
    // Two cores: one browser at a time keeps timings honest and the machine responsive.
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 90_000,
  },
});
