import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepCataloguesOffline } from '../../src/offline/offline-catalogues';

const FRENCH = `${location.origin}/assets/catalogue-fr-B3x_k9.js`;

function pageLoaded(urls: readonly string[]) {
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue(urls.map((name) => ({ name }) as PerformanceEntry));
}

function worker(controller: ServiceWorker | null) {
  const container = new EventTarget() as ServiceWorkerContainer;
  Object.defineProperty(container, 'controller', { value: controller, configurable: true });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return container;
}

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('keeping the chosen language for offline starts', () => {
  it('asks again, through the worker, for the catalogue the page loaded, and nothing else', async () => {
    pageLoaded([`${location.origin}/assets/home-AbC.js`, FRENCH, 'https://tile.openstreetmap.org/3/4/2.png']);
    worker({} as ServiceWorker);
    const fetched = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(''));
    await keepCataloguesOffline();
    expect(fetched.mock.calls.map(([url]) => url)).toEqual([FRENCH]);
  });

  it('waits until the worker controls the page, so the worker is the one that keeps it', async () => {
    pageLoaded([FRENCH]);
    const container = worker(null);
    const fetched = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(''));
    const kept = keepCataloguesOffline();
    await Promise.resolve();
    expect(fetched).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    await kept;
    expect(fetched.mock.calls.map(([url]) => url)).toEqual([FRENCH]);
  });

  it('asks for nothing when the page speaks English, whose words came with the app', async () => {
    pageLoaded([`${location.origin}/assets/home-AbC.js`]);
    worker({} as ServiceWorker);
    const fetched = vi.spyOn(globalThis, 'fetch');
    await keepCataloguesOffline();
    expect(fetched).not.toHaveBeenCalled();
  });
});
