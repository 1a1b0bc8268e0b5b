/**
 * A language's catalogue chunk (vite.config.ts names them `catalogue-<language>-<hash>.js`): only
 * the chosen one is downloaded, so none is precached; the worker keeps those loaded
 * (src/sw/runtime-caching.ts).
 */
export const CATALOGUE_CHUNK = /\/assets\/catalogue-[\w-]+\.js$/;

/** The catalogue chunks this page has loaded so far. */
function loadedCatalogues(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => CATALOGUE_CHUNK.test(new URL(url, location.href).pathname));
}

function controlled(container: ServiceWorkerContainer): Promise<void> {
  if (container.controller) return Promise.resolve();
  return new Promise((resolve) => container.addEventListener('controllerchange', () => resolve(), { once: true }));
}

/**
 * On a first visit the language's catalogue loads before the worker exists, so the worker never
 * saw it: once the worker controls the page, asking for it again goes through the worker, which
 * keeps it, and the next start works offline in that language. Asked again later, it comes from
 * the cache.
 */
export async function keepCataloguesOffline(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const urls = loadedCatalogues();
  if (urls.length === 0) return;
  await controlled(navigator.serviceWorker);
  // Offline now: the worker already has it, or the next visit online fetches it again.
  await Promise.all(urls.map((url) => fetch(url).catch(() => undefined)));
}
