import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { intlWarmedUp, warmUpIntl } from '../../src/lib/intl-warm-up';

describe('loading the locale data ahead', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // A page that paints no frame: the warm-up starts on its fallback timer.
    vi.stubGlobal('requestAnimationFrame', () => 0);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('keeps nothing waiting where no warm-up was started (the service worker, a test)', async () => {
    let settled = false;
    void intlWarmedUp().then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(true);
  });

  it('uses one Intl object per task, none in the task that asks nor before a frame, stops, and then lets waiting work go', async () => {
    const built = [
      vi.spyOn(Intl.Locale.prototype, 'maximize'),
      vi.spyOn(Intl.Collator.prototype, 'resolvedOptions'),
      vi.spyOn(Intl.NumberFormat.prototype, 'formatToParts'),
      vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts'),
    ];
    const total = () => built.reduce((sum, spy) => sum + spy.mock.calls.length, 0);
    let warmed = false;
    void warmUpIntl();
    void intlWarmedUp().then(() => (warmed = true));
    expect(total()).toBe(0);
    const perTask: number[] = [];
    while (vi.getTimerCount() > 0) {
      expect(warmed).toBe(false);
      const before = total();
      await vi.advanceTimersToNextTimerAsync();
      perTask.push(total() - before);
    }
    expect(perTask).toEqual([1, 1, 1, 1, 1]);
    expect(built.every((spy) => spy.mock.calls.length > 0)).toBe(true);
    await Promise.resolve();
    expect(warmed).toBe(true);
    // Once per page: a second call starts nothing.
    void warmUpIntl();
    expect(vi.getTimerCount()).toBe(0);
  });
});
