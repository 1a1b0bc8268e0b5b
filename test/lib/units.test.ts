import { describe, expect, it } from 'vitest';
import {
  convertDistance,
  convertPrecipitation,
  convertPressure,
  convertTemperature,
  convertWind,
  defaultUnitsForLocale,
  METRIC_UNITS,
} from '../../src/lib/units';
import {
  formatDistance, formatPrecipitation, formatPressure, formatTemperature, formatTemperatureWithUnit, formatWind,
} from '../../src/lib/unit-format';

describe('unit conversions', () => {
  it('converts temperatures at the fixed points of water and where the scales meet', () => {
    expect(convertTemperature(0, 'fahrenheit')).toBe(32);
    expect(convertTemperature(100, 'fahrenheit')).toBe(212);
    expect(convertTemperature(-40, 'fahrenheit')).toBe(-40);
    expect(convertTemperature(21.5, 'celsius')).toBe(21.5);
  });

  it('converts wind from km/h to m/s, mph and knots', () => {
    expect(convertWind(36, 'ms')).toBeCloseTo(10, 10);
    expect(convertWind(160.9344, 'mph')).toBeCloseTo(100, 10);
    expect(convertWind(18.52, 'kn')).toBeCloseTo(10, 10);
    expect(convertWind(12, 'kmh')).toBe(12);
  });

  it('converts precipitation, pressure and distance', () => {
    expect(convertPrecipitation(25.4, 'inch')).toBeCloseTo(1, 10);
    expect(convertPressure(1013.25, 'inhg')).toBeCloseTo(29.92, 2);
    expect(convertDistance(1.609344, 'mi')).toBeCloseTo(1, 10);
    expect(convertDistance(5, 'km')).toBe(5);
  });
});

describe('default units for a locale', () => {
  it('uses °F, mph, inches and miles in the United States', () => {
    expect(defaultUnitsForLocale('en-US')).toEqual({
      temperature: 'fahrenheit', wind: 'mph', precipitation: 'inch', pressure: 'inhg', distance: 'mi',
    });
  });

  it('uses °C with miles and mph in the United Kingdom', () => {
    expect(defaultUnitsForLocale('en-GB')).toMatchObject({ temperature: 'celsius', wind: 'mph', distance: 'mi' });
  });

  it('finds the region a language alone implies, and one named after a script or as a number', () => {
    expect(defaultUnitsForLocale('en')).toMatchObject({ temperature: 'fahrenheit' });
    expect(defaultUnitsForLocale('en-us')).toMatchObject({ temperature: 'fahrenheit' });
    expect(defaultUnitsForLocale('zh-Hant-TW')).toEqual(METRIC_UNITS);
    expect(defaultUnitsForLocale('es-US-u-nu-latn')).toMatchObject({ temperature: 'fahrenheit' });
    expect(defaultUnitsForLocale('es-419')).toEqual(METRIC_UNITS);
  });

  it('uses metric units elsewhere and for a locale it cannot parse', () => {
    expect(defaultUnitsForLocale('de-CH')).toEqual(METRIC_UNITS);
    expect(defaultUnitsForLocale('not a locale!')).toEqual(METRIC_UNITS);
  });
});

describe('formatting values in the chosen units', () => {
  const us = defaultUnitsForLocale('en-US');
  it('writes each quantity with its unit, numbers through Intl', () => {
    expect(formatTemperature(20, METRIC_UNITS, 'en-GB')).toBe('20°');
    expect(formatTemperature(20, us, 'en-US')).toBe('68°');
    expect(formatWind(36, { ...METRIC_UNITS, wind: 'ms' }, 'en-GB')).toBe('10\u00a0m/s');
    expect(formatPrecipitation(25.4, us, 'en-US')).toBe('1\u00a0in');
    expect(formatPrecipitation(1.25, METRIC_UNITS, 'de-DE')).toBe('1,3\u00a0mm');
    expect(formatPressure(1013.25, us, 'en-US')).toBe('29.92\u00a0inHg');
    expect(formatDistance(16.09344, us, 'en-US')).toBe('10\u00a0mi');
  });

  it('keeps a number and its unit on one line, with a no-break space, in every unit', () => {
    const values = [
      formatTemperatureWithUnit(-1, METRIC_UNITS, 'en-GB'), formatTemperatureWithUnit(-1, us, 'en-US'),
      formatWind(12, METRIC_UNITS, 'en-GB'), formatWind(12, us, 'en-US'), formatPrecipitation(3, METRIC_UNITS, 'en-GB'),
      formatPrecipitation(3, us, 'en-US'), formatPressure(1000, METRIC_UNITS, 'en-GB'), formatDistance(5, METRIC_UNITS, 'en-GB'),
    ];
    for (const value of values) expect(value).toMatch(/^\S+\u00a0\S+$/);
  });

  it('never writes a negative zero', () => {
    expect(formatTemperature(-0.2, METRIC_UNITS, 'en-GB')).toBe('0°');
  });
});
