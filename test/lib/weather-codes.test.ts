import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../src/i18n/i18n';
import { compassName, compassPoint } from '../../src/lib/compass';
import {
  WMO_WEATHER_CODES,
  describeWeatherCode,
  weatherCodeKind,
  weatherCondition,
} from '../../src/lib/weather-codes';

describe('describeWeatherCode', () => {
  it('knows every WMO code Open-Meteo emits, with text and a day and a night icon', () => {
    expect(WMO_WEATHER_CODES).toHaveLength(28);
    for (const code of WMO_WEATHER_CODES) {
      const info = describeWeatherCode(code);
      expect(info.known).toBe(true);
      expect(info.code).toBe(code);
      expect(info.condition).not.toBe('Unknown');
      expect(info.icon.day).toMatch(/-day$/);
      expect(info.icon.night).toMatch(/-night$/);
    }
  });

  it('uses the Open-Meteo wording for the conditions', () => {
    expect(weatherCondition(0)).toBe('Clear sky');
    expect(weatherCondition(1)).toBe('Mainly clear');
    expect(weatherCondition(2)).toBe('Partly cloudy');
    expect(weatherCondition(3)).toBe('Overcast');
    expect(weatherCondition(45)).toBe('Fog');
    expect(weatherCondition(48)).toBe('Depositing rime fog');
    expect(weatherCondition(55)).toBe('Dense drizzle');
    expect(weatherCondition(66)).toBe('Light freezing rain');
    expect(weatherCondition(75)).toBe('Heavy snow fall');
    expect(weatherCondition(82)).toBe('Violent rain showers');
    expect(weatherCondition(95)).toBe('Thunderstorm');
    expect(weatherCondition(99)).toBe('Thunderstorm with heavy hail');
  });

  it('gives distinct day and night icons, e.g. clear-day and clear-night for code 0', () => {
    expect(describeWeatherCode(0).icon).toEqual({ day: 'clear-day', night: 'clear-night' });
    expect(describeWeatherCode(95).icon).toEqual({ day: 'thunderstorm-day', night: 'thunderstorm-night' });
  });

  it('answers "Unknown" instead of throwing for codes outside the set', () => {
    for (const code of [4, -1, 100, 2.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      const info = describeWeatherCode(code);
      expect(info.known).toBe(false);
      expect(info.condition).toBe('Unknown');
      expect(info.icon).toEqual({ day: 'unknown', night: 'unknown' });
    }
  });
});

describe('weatherCodeKind', () => {
  it('groups codes into families', () => {
    expect(weatherCodeKind(0)).toBe('clear');
    expect(weatherCodeKind(2)).toBe('cloudy');
    expect(weatherCodeKind(48)).toBe('fog');
    expect(weatherCodeKind(53)).toBe('drizzle');
    expect(weatherCodeKind(57)).toBe('freezing');
    expect(weatherCodeKind(67)).toBe('freezing');
    expect(weatherCodeKind(63)).toBe('rain');
    expect(weatherCodeKind(81)).toBe('rain');
    expect(weatherCodeKind(77)).toBe('snow');
    expect(weatherCodeKind(86)).toBe('snow');
    expect(weatherCodeKind(96)).toBe('thunderstorm');
    expect(weatherCodeKind(7)).toBe('unknown');
  });
});

describe('condition names and compass points in the app’s language', () => {
  afterEach(() => activateLanguage('en'));

  it.each([
    ['en', 'Partly cloudy', 'Thunderstorm with heavy hail', 'SW', 'south-west'],
    ['fr', 'Partiellement nuageux', 'Orage avec forte grêle', 'SO', 'sud-ouest'],
    ['es', 'Parcialmente nublado', 'Tormenta con granizo intenso', 'SO', 'suroeste'],
    ['pt-BR', 'Parcialmente nublado', 'Tempestade com granizo forte', 'SO', 'sudoeste'],
    ['de', 'Teilweise bewölkt', 'Gewitter mit starkem Hagel', 'SW', 'Südwest'],
    ['ar', 'غائم جزئيًا', 'عاصفة رعدية مع بَرَد كثيف', 'جنوب غرب', 'جنوب غرب'],
    ['sn', 'Makore mashoma', 'Dutu rine mheni nechimvuramabwe chakawanda', 'SW', 'kumaodzanyemba-kumavirira'],
  ] as const)('%s', async (language, partlyCloudy, hail, point, name) => {
    await activateLanguage(language);
    expect(weatherCondition(2)).toBe(partlyCloudy);
    expect(describeWeatherCode(99).condition).toBe(hail);
    expect(compassPoint(225)).toBe(point);
    expect(compassName(225)).toBe(name);
  });
});
