import { describe, expect, it } from 'vitest';
import { apparentTemperature, surfacePressureAt } from '../../../src/mocks/weather/atmosphere';
import { LAPSE_RATE_C_PER_KM, placeClimate } from '../../../src/mocks/weather/climate';
import { sampleHour } from '../../../src/mocks/weather/conditions';
import { placeContext } from '../../../src/mocks/weather/place-context';
import { sydney, zurich } from './places';

describe('sampleHour', () => {
  it('is a pure function of place and instant', () => {
    const t = Date.parse('2026-02-01T12:00:00Z');
    expect(sampleHour(placeContext(zurich), t)).toEqual(sampleHour(placeContext({ ...zurich }), t));
  });

  it('is warmer in July than in January in Zurich, and the other way round in Sydney', () => {
    const mean = (place: typeof zurich, month: number): number => {
      const ctx = placeContext(place);
      let sum = 0;
      for (let day = 1; day <= 28; day++) {
        for (let hour = 0; hour < 24; hour += 3) sum += sampleHour(ctx, Date.UTC(2026, month, day, hour)).temperature;
      }
      return sum / (28 * 8);
    };
    expect(mean(zurich, 6) - mean(zurich, 0)).toBeGreaterThan(10);
    expect(mean(sydney, 0) - mean(sydney, 6)).toBeGreaterThan(4);
  });

  it('is warmer in the afternoon than before dawn on average', () => {
    const ctx = placeContext(zurich);
    let afternoon = 0;
    let dawn = 0;
    for (let day = 0; day < 60; day++) {
      const midnight = Date.UTC(2026, 5, 1) + day * 86_400_000;
      afternoon += sampleHour(ctx, midnight + 13 * 3_600_000).temperature; // 15:00 CEST
      dawn += sampleHour(ctx, midnight + 3 * 3_600_000).temperature; // 05:00 CEST
    }
    expect((afternoon - dawn) / 60).toBeGreaterThan(4);
  });
});

describe('climate helpers', () => {
  it('cools by the standard lapse rate of ~6.5 °C per km', () => {
    expect(LAPSE_RATE_C_PER_KM).toBe(6.5);
    const valley = placeClimate(46.5, 8, 0);
    const summit = placeClimate(46.5, 8, 2000);
    valley.tmax.forEach((max, month) => expect(max - summit.tmax[month]!).toBeCloseTo(13, 6));
    valley.tmin.forEach((min, month) => expect(min - summit.tmin[month]!).toBeCloseTo(13, 6));
  });

  it('makes wind feel colder and humid heat feel hotter', () => {
    expect(apparentTemperature(0, 50, 40)).toBeLessThan(apparentTemperature(0, 50, 5));
    expect(apparentTemperature(32, 90, 5)).toBeGreaterThan(apparentTemperature(32, 20, 5));
  });

  it('lowers surface pressure with elevation (~890 hPa at 1000 m)', () => {
    expect(surfacePressureAt(1013.25, 0)).toBeCloseTo(1013.25, 6);
    expect(surfacePressureAt(1013.25, 1000)).toBeCloseTo(898.7, 0);
  });
});
