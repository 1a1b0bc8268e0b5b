/** A language's catalogue chunk: not precached; the worker keeps those loaded (src/sw/runtime-caching.ts). */
export const CATALOGUE_CHUNK = /\/assets\/catalogue-[\w-]+\.js$/;

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

/** A first visit loads its catalogue before the worker exists: fetch it again once controlled, so the worker keeps it. */
export async function keepCataloguesOffline(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const urls = loadedCatalogues();
  if (urls.length === 0) return;
  await controlled(navigator.serviceWorker);
  // Offline now: the worker already has it, or the next visit online fetches it again.
  await Promise.all(urls.map((url) => fetch(url).catch(() => undefined)));
}
