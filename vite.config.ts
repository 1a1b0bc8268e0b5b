import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { budgets } from './budget.config';
import { pwaOptions, withMapCaching } from './pwa.config';
import { buildConstants } from './scripts/build-constants';
import { bundleBudgetPlugin } from './scripts/bundle-budget';
import { mockApiPlugin } from './src/mocks/server/vite-plugin';
import { handlers, mockPathPrefixes, warmUpMockData } from './src/mocks/handlers';

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const port = Number(env.PORT) || undefined;
  return {
    define: buildConstants(),
    plugins: [
      react(),
      VitePWA(withMapCaching(pwaOptions, env.VITE_TILE_URL || undefined)),
      mockApiPlugin({ handlers, prefixes: mockPathPrefixes(env), warmUp: warmUpMockData }),
      bundleBudgetPlugin(budgets),
    ],
    server: { port: port ?? 5173 },
    preview: { port: port ?? 4173, strictPort: true },
    build: { target: 'es2022', sourcemap: true },
  };
});
