import fc from 'fast-check';
import { getPosition, getTimes } from 'suncalc';
import { describe, expect, it } from 'vitest';
import { sunAltitude, sunEvents } from '../../../src/mocks/weather/sun';

const instant = fc.integer({ min: Date.UTC(1950, 0, 1), max: Date.UTC(2100, 0, 1) });
const lat = fc.double({ min: -90, max: 90, noNaN: true });
const lon = fc.double({ min: -180, max: 180, noNaN: true });

describe('sun geometry', () => {
  it('gives bit-identical altitudes to suncalc getPosition', () => {
    fc.assert(
      fc.property(instant, lat, lon, (ms, la, lo) => {
        expect(sunAltitude(ms, la, lo)).toBe(getPosition(new Date(ms), la, lo).altitude);
      }),
      { numRuns: 2000 },
    );
  });

  it('gives the same sunrise, sunset, polar day and polar night as suncalc getTimes', () => {
    fc.assert(
      fc.property(instant, lat, lon, (ms, la, lo) => {
        const times = getTimes(new Date(ms), la, lo);
        const expected =
          times.sunrise !== null && times.sunset !== null
            ? { kind: 'rise-and-set', sunriseMs: times.sunrise.getTime(), sunsetMs: times.sunset.getTime() }
            : { kind: times.alwaysUp === true ? 'polar-day' : 'polar-night' };
        expect(sunEvents(ms, la, lo)).toEqual(expected);
      }),
      { numRuns: 2000 },
    );
  });

  it('reports polar night at Longyearbyen and polar day there at midsummer', () => {
    expect(sunEvents(Date.UTC(2026, 11, 21, 12), 78.22, 15.65).kind).toBe('polar-night');
    expect(sunEvents(Date.UTC(2026, 5, 21, 12), 78.22, 15.65).kind).toBe('polar-day');
  });
});
