import { existsSync, readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { budgets } from './budget.config.ts';
import { assetCachingPlugin } from './build/asset-caching.ts';
import { pwaOptions } from './pwa.config.ts';
import { buildConstants } from './build/build-constants.ts';
import { bundleBudgetPlugin } from './build/bundle-budget.ts';
import { chunkGroups } from './build/chunk-groups.ts';
import { compileHintsPlugin } from './build/compile-hints.ts';
import { entryPriorityPlugin } from './build/entry-priority.ts';
import { firstRequestScriptPlugin } from './build/first-request-script.ts';
import { catalogueChunkFileNames, cataloguesPlugin } from './build/vite-plugin-catalogues.ts';
import { inlineEntryCssPlugin } from './build/inline-entry-css.ts';
import { mockFreeBundlePlugin } from './build/mock-free-bundle.ts';
import { preactAliases } from './build/preact-aliases.ts';
import { productionHardeningPlugin } from './build/production-hardening.ts';
import { securityHeaders } from './build/security-headers.ts';
import { shellWordsPlugin } from './build/shell-words.ts';
import { mockApiPlugin, proxyTargetOf } from './src/mocks/server/vite-plugin.ts';

/** Variables the mock reads from its process environment (README: "Configuration"). */
const MOCK_VARIABLE = /^(MOCK_|VITE_PLANTS_BASE_URL$)/;

/** The built index.html `vite preview` serves: its inlined stylesheet's hash goes into the CSP. */
function builtIndexHtml(): string {
  const path = 'dist/index.html';
  return existsSync(path) ? readFileSync(path, 'utf8') : '';
}

export default defineConfig(({ mode, isPreview }) => {
  const env = loadEnv(mode, process.cwd(), '');
  // The mock reads its settings when its modules load, so .env files must reach the process
  // environment first (a variable already set in the environment wins, as in Vite).
  for (const [name, value] of Object.entries(env)) {
    if (MOCK_VARIABLE.test(name)) process.env[name] ??= value;
  }
  const port = Number(env.PORT) || undefined;
  const headers = securityHeaders(env, isPreview ? builtIndexHtml() : '');
  // A real weather service behind the app's own origin (README: "Using the real service"):
  // /api goes to it, and the mock keeps only the plant store and its controls.
  const proxyTarget = proxyTargetOf(env);
  const proxy = proxyTarget ? { '/api': { target: proxyTarget, changeOrigin: true } } : undefined;
  return {
    define: buildConstants(),
    resolve: { alias: preactAliases },
    plugins: [
      react(),
      cataloguesPlugin(),
      VitePWA(pwaOptions()),
      mockApiPlugin(env),
      firstRequestScriptPlugin(budgets),
      bundleBudgetPlugin(budgets),
      mockFreeBundlePlugin(),
      inlineEntryCssPlugin(),
      compileHintsPlugin(),
      entryPriorityPlugin(),
      shellWordsPlugin(),
      productionHardeningPlugin(env),
      assetCachingPlugin(),
    ],
    // The mock answers CORS itself (preflights included); Vite's own CORS would answer first.
    server: { port: port ?? 5173, cors: false, proxy },
    // Dev keeps Vite's inline scripts (hot reload), so only the production build gets the CSP.
    preview: { port: port ?? 4173, strictPort: true, cors: false, headers, proxy },
    // Maps for debugging, without the comment that would make browsers ask for them.
    build: {
      target: 'es2022',
      // Every engine the app supports reads modulepreload links (Safari 17, Firefox 115): no polyfill.
      modulePreload: { polyfill: false },
      sourcemap: 'hidden' as const,
      rolldownOptions: {
        output: {
          codeSplitting: { groups: chunkGroups },
          chunkFileNames: catalogueChunkFileNames,
        },
      },
    },
  };
});
