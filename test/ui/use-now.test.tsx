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
});
