import { afterEach, describe, expect, it, vi } from 'vitest';

const { loadZoneData, startFirstRequest } = vi.hoisted(() => ({ loadZoneData: vi.fn(), startFirstRequest: vi.fn() }));
vi.mock('../../src/lib/zone-data', () => ({ loadZoneData, OFFSET_LOCALE: 'en-US' }));
vi.mock('../../src/app/first-request', () => ({ startFirstRequest }));

const PLACE_SCRIPT = '/assets/place-screen.js';
const preloads = () => document.head.querySelectorAll(`link[rel="modulepreload"][href="${PLACE_SCRIPT}"]`).length;

/** Runs index.html's first script (src/app/first-request-script.ts) as a page at `path` does. */
async function openAt(path: string) {
  window.history.replaceState(null, '', path);
  vi.stubGlobal('PLACE_SCREEN_CODE', { scripts: [PLACE_SCRIPT], styles: [] });
  vi.resetModules();
  await import('../../src/app/first-request-script');
}

afterEach(() => {
  vi.unstubAllGlobals();
  loadZoneData.mockReset();
  startFirstRequest.mockClear();
  document.head.querySelectorAll('link').forEach((link) => link.remove());
  window.history.replaceState(null, '', '/');
});

describe('index.html’s first script', () => {
  it('loads zone data on a place’s address within the script, once the requests and the screen’s code are on their way', async () => {
    let preloadedFirst = 0;
    loadZoneData.mockImplementation(() => (preloadedFirst = preloads()));
    await openAt('/place/zurich');
    expect(loadZoneData).toHaveBeenCalledTimes(1);
    expect(startFirstRequest).toHaveBeenCalledWith('/place/zurich', '');
    expect(startFirstRequest.mock.invocationCallOrder[0]).toBeLessThan(loadZoneData.mock.invocationCallOrder[0]!);
    expect(preloadedFirst).toBe(1);
  });

  it('leaves zone data alone on home, which draws without Intl', async () => {
    await openAt('/');
    expect(startFirstRequest).toHaveBeenCalledWith('/', '');
    expect(loadZoneData).not.toHaveBeenCalled();
    expect(preloads()).toBe(0);
  });
});
