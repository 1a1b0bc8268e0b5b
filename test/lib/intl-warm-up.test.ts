import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { warmUpIntl } from '../../src/lib/intl-warm-up';

describe('loading the locale data ahead', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('uses one Intl object per task, none in the task that asks, and stops', async () => {
    const built = [
      vi.spyOn(Intl.Locale.prototype, 'maximize'),
      vi.spyOn(Intl.Collator.prototype, 'resolvedOptions'),
      vi.spyOn(Intl.NumberFormat.prototype, 'formatToParts'),
      vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts'),
    ];
    const total = () => built.reduce((sum, spy) => sum + spy.mock.calls.length, 0);
    warmUpIntl();
    expect(total()).toBe(0);
    const perTask: number[] = [];
    while (vi.getTimerCount() > 0) {
      const before = total();
      await vi.advanceTimersToNextTimerAsync();
      perTask.push(total() - before);
    }
    expect(perTask).toEqual([1, 1, 1, 1, 1]);
    expect(built.every((spy) => spy.mock.calls.length > 0)).toBe(true);
  });
});
