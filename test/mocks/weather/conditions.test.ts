import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { weatherCodeKind } from '../../../src/lib/weather-codes';
import { LAPSE_RATE_C_PER_KM, placeClimate } from '../../../src/mocks/weather/climate';
import {
  SNOW_MAX_TEMPERATURE,
  THUNDER_MIN_TEMPERATURE,
  apparentTemperature,
  pickWeatherCode,
  sampleHour,
  surfacePressureAt,
} from '../../../src/mocks/weather/conditions';
import { placeContext } from '../../../src/mocks/weather/place-context';
import { sydney, zurich } from './places';

const codeInputs = fc.record({
  temperature: fc.double({ min: -40, max: 45, noNaN: true }),
  precipitation: fc.constantFrom(0, 0.1, 0.2, 0.4, 0.8, 1.5, 3, 5, 9, 20),
  cloudCover: fc.integer({ min: 0, max: 100 }),
  showeriness: fc.double({ min: 0, max: 0.9999, noNaN: true }),
  thunderScore: fc.double({ min: 0, max: 2, noNaN: true }),
  freezing: fc.boolean(),
  draw: fc.double({ min: 0, max: 0.9999, noNaN: true }),
  fog: fc.boolean(),
});

describe('pickWeatherCode', () => {
  it('never picks snow or freezing codes at +25 °C (nor above the snow limit)', () => {
    fc.assert(
      fc.property(codeInputs, (input) => {
        const kind = weatherCodeKind(pickWeatherCode({ ...input, temperature: 25 }));
        expect(kind).not.toBe('snow');
        expect(kind).not.toBe('freezing');
        if (input.temperature > SNOW_MAX_TEMPERATURE) {
          expect(['snow', 'freezing']).not.toContain(weatherCodeKind(pickWeatherCode(input)));
        }
      }),
    );
  });

  it('picks thunder only in warm air and only when something falls', () => {
    fc.assert(
      fc.property(codeInputs, (input) => {
        const code = pickWeatherCode(input);
        if (weatherCodeKind(code) === 'thunderstorm') {
          expect(input.temperature).toBeGreaterThanOrEqual(THUNDER_MIN_TEMPERATURE);
          expect(input.precipitation).toBeGreaterThan(0);
        }
      }),
    );
  });

  it('maps dry hours to codes by cloud cover: clear below 20 %, overcast from 85 %', () => {
    const dry = { temperature: 10, precipitation: 0, showeriness: 0, thunderScore: 0, freezing: false, draw: 0.5, fog: false };
    expect(pickWeatherCode({ ...dry, cloudCover: 0 })).toBe(0);
    expect(pickWeatherCode({ ...dry, cloudCover: 19 })).toBe(0);
    expect(pickWeatherCode({ ...dry, cloudCover: 20 })).toBe(1);
    expect(pickWeatherCode({ ...dry, cloudCover: 60 })).toBe(2);
    expect(pickWeatherCode({ ...dry, cloudCover: 85 })).toBe(3);
    expect(pickWeatherCode({ ...dry, cloudCover: 100, fog: true })).toBe(45);
    expect(pickWeatherCode({ ...dry, temperature: -3, cloudCover: 100, fog: true })).toBe(48);
  });

  it('grades rain by the WMO intensity bands', () => {
    const rain = { temperature: 10, cloudCover: 100, showeriness: 0.4, thunderScore: 0, freezing: false, draw: 0.5, fog: false };
    expect(pickWeatherCode({ ...rain, precipitation: 1 })).toBe(61);
    expect(pickWeatherCode({ ...rain, precipitation: 3 })).toBe(63);
    expect(pickWeatherCode({ ...rain, precipitation: 8 })).toBe(65);
    expect(pickWeatherCode({ ...rain, precipitation: 0.3, showeriness: 0.1 })).toBe(53);
    expect(pickWeatherCode({ ...rain, precipitation: 1, showeriness: 0.8 })).toBe(80);
    expect(pickWeatherCode({ ...rain, temperature: -5, precipitation: 3 })).toBe(75);
    expect(pickWeatherCode({ ...rain, temperature: -1, precipitation: 1, freezing: true })).toBe(66);
    expect(pickWeatherCode({ ...rain, temperature: 25, precipitation: 9, thunderScore: 1, draw: 0.1 })).toBe(99);
  });
});

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
