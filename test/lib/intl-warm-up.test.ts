import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The module afresh: a page warms up once, and each test is a page of its own. */
const warmUpModule = async () => {
  vi.resetModules();
  return import('../../src/lib/intl-warm-up');
};

const spies = () => {
  const zone = vi.fn();
  const built = [
    vi.spyOn(Intl.Locale.prototype, 'maximize'),
    vi.spyOn(Intl.Collator.prototype, 'resolvedOptions'),
    vi.spyOn(Intl.NumberFormat.prototype, 'formatToParts'),
    vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts').mockImplementation(function (this: Intl.DateTimeFormat, date) {
      if (this.resolvedOptions().timeZoneName === 'longOffset') zone();
      return [{ type: 'literal', value: String(date) }];
    }),
  ];
  return { zone, total: () => built.reduce((sum, spy) => sum + spy.mock.calls.length, 0) };
};

/** A fresh page's warm-up started `start`, its Intl objects counted, and what has settled so far. */
async function startWarmUp(start: 'now' | 'after-paint') {
  const page = await warmUpModule();
  const counted = spies();
  const settled = { zones: false, all: false };
  page.warmUpIntl(start);
  void page.zoneDataLoaded().then(() => (settled.zones = true));
  void page.intlDataLoaded().then(() => (settled.all = true));
  return { ...page, ...counted, settled };
}

describe('loading the locale data ahead', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // A page that paints no frame: a warm-up after the paint starts on its fallback timer.
    vi.stubGlobal('requestAnimationFrame', () => 0);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('keeps nothing waiting where no warm-up was started (the service worker, a test)', async () => {
    const { intlDataLoaded, zoneDataLoaded } = await warmUpModule();
    let settled = 0;
    void zoneDataLoaded().then(() => settled++);
    void intlDataLoaded().then(() => settled++);
    await Promise.resolve();
    expect(settled).toBe(2);
  });

  it('says the data is loaded only once the last step has run, in either order', async () => {
    for (const start of ['now', 'after-paint'] as const) {
      const { isIntlDataLoaded, settled, total } = await startWarmUp(start);
      while (vi.getTimerCount() > 0) {
        await Promise.resolve();
        expect([settled.all, isIntlDataLoaded()]).toEqual([false, false]);
        await vi.advanceTimersToNextTimerAsync();
      }
      await Promise.resolve();
      expect([total(), settled.all, isIntlDataLoaded()]).toEqual([5, true, true]);
      vi.restoreAllMocks();
    }
  });

  it('after the paint, uses one Intl object per task, none in the task that asks, the zones’ last, and stops', async () => {
    const { warmUpIntl, zone, total, settled } = await startWarmUp('after-paint');
    expect(total()).toBe(0);
    const perTask: number[] = [];
    while (vi.getTimerCount() > 0) {
      expect(settled.zones).toBe(false);
      const before = total();
      await vi.advanceTimersToNextTimerAsync();
      perTask.push(total() - before);
    }
    expect(perTask).toEqual([1, 1, 1, 1, 1]);
    expect(zone).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    expect(settled.zones).toBe(true);
    // Once per page: a second call starts nothing.
    warmUpIntl('now');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('at once, loads what zones need first and lets a forecast waiting for it go before the rest', async () => {
    const { zone, total, settled } = await startWarmUp('now');
    expect(total()).toBe(0);
    await vi.advanceTimersToNextTimerAsync();
    expect([total(), zone.mock.calls.length, settled.zones]).toEqual([1, 1, true]);
    expect(vi.getTimerCount()).toBe(1);
    await vi.runAllTimersAsync();
    expect(total()).toBe(5);
  });
});
