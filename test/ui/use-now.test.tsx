import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNow } from '../../src/ui/use-now';

const START = Date.parse('2026-11-23T06:00:00Z');
const HOUR = 3_600_000;

afterEach(() => vi.useRealTimers());

describe('useNow', () => {
  it('moves on with the interval while the page is open', () => {
    vi.useFakeTimers({ now: START });
    const { result } = renderHook(() => useNow(30_000));
    expect(result.current).toBe(START);
    act(() => vi.advanceTimersByTime(30_000));
    expect(result.current).toBe(START + 30_000);
  });

  it('catches up at once when the page is shown again after the clock jumped ahead', () => {
    vi.useFakeTimers({ now: START });
    const { result } = renderHook(() => useNow(60_000));
    // Asleep for 30 hours: the clock moved, no timer fired.
    vi.setSystemTime(START + 30 * HOUR);
    expect(result.current).toBe(START);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(result.current).toBe(START + 30 * HOUR);
  });

  it('is one timer for every reader of an interval, ticking on its boundaries; a reader opened later starts from its own moment', () => {
    vi.useFakeTimers({ now: START + 20 * HOUR + 10_000 });
    const first = renderHook(() => useNow(60_000));
    expect(vi.getTimerCount()).toBe(1);
    act(() => vi.advanceTimersByTime(50_000));
    const minute = START + 20 * HOUR + 60_000;
    expect(first.result.current).toBe(minute);
    // Opened 20 s into the minute, a second reader starts from then and shares the clock's next ticks.
    act(() => vi.advanceTimersByTime(20_000));
    const second = renderHook(() => useNow(60_000));
    expect(second.result.current).toBe(minute + 20_000);
    expect(vi.getTimerCount()).toBe(1);
    act(() => vi.advanceTimersByTime(40_000));
    expect([first.result.current, second.result.current]).toEqual([minute + 60_000, minute + 60_000]);
    first.unmount();
    second.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
