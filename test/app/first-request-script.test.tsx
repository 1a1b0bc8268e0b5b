import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const { loadZoneData, startFirstRequest } = vi.hoisted(() => ({ loadZoneData: vi.fn(), startFirstRequest: vi.fn() }));
vi.mock('../../src/lib/zone-data', () => ({ loadZoneData, OFFSET_LOCALE: 'en-US' }));
vi.mock('../../src/app/first-request', () => ({ startFirstRequest }));

/** Runs index.html's first script (src/app/first-request-script.ts) as a page at `path` does. */
async function openAt(path: string) {
  window.history.replaceState(null, '', path);
  vi.stubGlobal('PLACE_SCREEN_CODE', { scripts: [], styles: [] });
  vi.resetModules();
  await import('../../src/app/first-request-script');
}

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  loadZoneData.mockClear();
  window.history.replaceState(null, '', '/');
});

describe('index.html’s first script', () => {
  it('loads zone data on a place’s address after the shell’s first paint, never before it', async () => {
    await openAt('/place/zurich');
    expect(startFirstRequest).toHaveBeenCalledWith('/place/zurich', '');
    expect(loadZoneData).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    vi.runOnlyPendingTimers();
    expect(loadZoneData).toHaveBeenCalledTimes(1);
  });

  it('leaves zone data alone on home, which draws without Intl', async () => {
    await openAt('/');
    vi.advanceTimersToNextFrame();
    vi.runAllTimers();
    expect(loadZoneData).not.toHaveBeenCalled();
  });
});
