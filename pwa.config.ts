import type { VitePWAOptions } from 'vite-plugin-pwa';
import { cataloguesPlugin, readCatalogue } from './build/vite-plugin-catalogues.ts';

/**
 * The web app manifest and the service worker's build. The worker itself is TypeScript in
 * src/sw/ (its precache list injected here, its routes read from the same VITE_ variables the
 * app is built with), so it shares the app's modules instead of copies of their names.
 */
export function pwaOptions(): Partial<VitePWAOptions> {
  return {
    strategies: 'injectManifest',
    srcDir: 'src/sw',
    filename: 'sw.ts',
    // A new version waits for the person's "Reload", so no half-filled form is lost.
    registerType: 'prompt',
    injectRegister: false,
    includeAssets: ['favicon.svg', 'robots.txt', 'apple-touch-icon-180x180.png'],
    // A page has one manifest, read at install: the name is the brand, the same in every
    // language; the description is the source language's (index.html's is the person's).
    manifest: {
      name: 'Skycache',
      short_name: 'Skycache',
      description: readCatalogue('en').shell?.['shell.description'],
      lang: 'en',
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#0b5cad',
      // The splash matches the light page background (--bg in src/app/base.css), the scheme most devices open in.
      background_color: '#f4f6f9',
      icons: [
        { src: 'pwa-192x192.png', sizes: '192x192', type: 'image/png' },
        { src: 'pwa-512x512.png', sizes: '512x512', type: 'image/png' },
        { src: 'maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    injectManifest: {
      // A classic script, as the generated worker was: every browser registers it the same way.
      rollupFormat: 'iife',
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      // The map's chunk is cached once shown, a language's catalogue once chosen
      // (src/sw/runtime-caching.ts): neither is precached.
      globIgnores: ['**/leaflet-map-*', '**/catalogue-*'],
      // No map to serve or to hide, as before with the generated worker.
      sourcemap: false,
      // The worker's notifications are worded from the catalogues too (src/sw/worker-words.ts).
      buildPlugins: { vite: [cataloguesPlugin()] },
    },
  };
}
