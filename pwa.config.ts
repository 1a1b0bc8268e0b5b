import type { VitePWAOptions } from 'vite-plugin-pwa';

const WEEK_SECONDS = 7 * 24 * 60 * 60;

/** API paths, whatever origin VITE_API_BASE_URL puts them on. */
const isApiRequest = ({ url }: { url: URL }) => url.pathname.startsWith('/api/');

export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'generateSW',
  // A new version waits for the person's "Reload", so no half-filled form is lost.
  registerType: 'prompt',
  injectRegister: false,
  includeAssets: ['favicon.svg', 'robots.txt', 'apple-touch-icon-180x180.png'],
  manifest: {
    name: 'Skycache Weather',
    short_name: 'Skycache',
    description: 'Offline-first weather: forecasts, nowcast, air quality and airports that keep working without a network.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#0b5cad',
    background_color: '#0f1318',
    icons: [
      { src: 'pwa-192x192.png', sizes: '192x192', type: 'image/png' },
      { src: 'pwa-512x512.png', sizes: '512x512', type: 'image/png' },
      { src: 'maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    navigateFallback: 'index.html',
    navigateFallbackDenylist: [/^\/api\//, /^\/sandbox\//],
    cleanupOutdatedCaches: true,
    // The first install controls the open page at once, so its API answers get cached too.
    clientsClaim: true,
    runtimeCaching: [
      {
        urlPattern: isApiRequest,
        method: 'GET',
        handler: 'NetworkFirst',
        options: {
          cacheName: 'api',
          networkTimeoutSeconds: 4,
          expiration: { maxEntries: 300, maxAgeSeconds: WEEK_SECONDS, purgeOnQuotaError: true },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  },
};
