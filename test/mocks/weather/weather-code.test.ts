import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { weatherCodeKind } from '../../../src/lib/weather-codes';
import { SNOW_MAX_TEMPERATURE, THUNDER_MIN_TEMPERATURE, pickWeatherCode } from '../../../src/mocks/weather/weather-code';

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
