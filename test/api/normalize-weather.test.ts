import { afterEach, describe, expect, it, vi } from 'vitest';
import { normalizeWeather } from '../../src/api/normalize-weather';
import type { WeatherWire } from '../../src/api/schemas/weather';
import { warmUpIntl } from '../../src/lib/intl-warm-up';

/** A day's answer as the real service may send it: wall-clock times at the place, most values left out. */
const WIRE: WeatherWire = {
  timezone: 'Europe/Zurich',
  current: { time: '2026-11-26T09:15' },
  hourly: { time: Array.from({ length: 24 }, (_, hour) => `2026-11-26T${String(hour).padStart(2, '0')}:00`), temperature_2m: Array.from({ length: 24 }, () => 1) },
  daily: { time: ['2026-11-26'] },
};
const ZURICH = { lat: 47.3667, lon: 8.55 };
const noZoneLookup = () => Promise.reject(new Error('the answer names its zone'));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('reading a forecast while Intl’s data is still being loaded ahead', () => {
  it('waits for the warm-up’s last step, then reads the same hours as without one', async () => {
    const unhurried = await normalizeWeather(WIRE, ZURICH, noZoneLookup);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('requestAnimationFrame', () => 0);
    warmUpIntl('after-paint');
    let read: Awaited<ReturnType<typeof normalizeWeather>> | undefined;
    void normalizeWeather(WIRE, ZURICH, noZoneLookup).then((weather) => (read = weather));
    while (vi.getTimerCount() > 0) {
      await Promise.resolve();
      expect(read).toBeUndefined();
      await vi.advanceTimersToNextTimerAsync();
    }
    await vi.waitFor(() => expect(read).toEqual(unhurried));
    expect(read?.hourly.time[9]).toBe('2026-11-26T09:00+01:00');
  });
});
