import { describe, expect, it } from 'vitest';
import type { Embed } from '../../../src/api/schemas/embed';
import { PRECISE_MAX_LAG_MS, withPreciseReadings } from '../../../src/features/local-weather/precise-embed';
import type { PreciseReadings } from '../../../src/lib/precise-readings';

const FETCHED_AT = Date.UTC(2026, 10, 23, 9);

const embed: Embed = {
  location: { name: 'Zürich', province: 'Zurich', slug: 'zurich', country: 'CH', lat: 47.37689, lon: 8.54169 },
  current: { temp: 7, feelsLike: 4, code: 3, condition: 'Overcast', high: 10, low: 2, humidity: 80, windSpeed: 12, windDirection: 'SW', isDay: true },
  daily: [
    { date: '2026-11-23', day: 'Today', code: 3, condition: 'Overcast', high: 10, low: 2, precipitationProbability: 20 },
    { date: '2026-11-24', day: 'Tue', code: 61, condition: 'Light rain', high: 8, low: 3, precipitationProbability: 70 },
  ],
  source: 'slug',
  attribution: { name: 'Skycache', url: 'https://example.test/zurich' },
};

function readings(change: Partial<PreciseReadings> = {}): PreciseReadings {
  return {
    fetchedAt: FETCHED_AT,
    temp: 6.6,
    feelsLike: 4.4,
    windSpeed: 12.8,
    days: new Map([
      ['2026-11-23', { high: 9.6, low: 2.4 }],
      ['2026-11-24', { high: 7.7, low: null }],
    ]),
    hours: [],
    ...change,
  };
}

describe('the embed answer with the forecast’s decimals', () => {
  it('takes the temperature, feeling, wind and each day’s high and low from a forecast as new', () => {
    const precise = withPreciseReadings(embed, FETCHED_AT, readings());
    expect(precise.current).toMatchObject({ temp: 6.6, feelsLike: 4.4, windSpeed: 12.8, high: 9.6, low: 2.4, humidity: 80, condition: 'Overcast' });
    expect(precise.daily.map(({ high, low }) => [high, low])).toEqual([[9.6, 2.4], [7.7, 3]]);
  });

  it('keeps its own number wherever the forecast has none', () => {
    const precise = withPreciseReadings(embed, FETCHED_AT, readings({ temp: null, windSpeed: null, days: new Map() }));
    expect(precise.current).toMatchObject({ temp: 7, feelsLike: 4.4, windSpeed: 12, high: 10, low: 2 });
    expect(precise.daily).toEqual(embed.daily);
  });

  it('ignores a forecast older than the embed answer by more than the lag allowed, and uses one just within it', () => {
    expect(withPreciseReadings(embed, FETCHED_AT, readings({ fetchedAt: FETCHED_AT - PRECISE_MAX_LAG_MS - 1 }))).toBe(embed);
    expect(withPreciseReadings(embed, FETCHED_AT, readings({ fetchedAt: FETCHED_AT - PRECISE_MAX_LAG_MS })).current.temp).toBe(6.6);
    expect(withPreciseReadings(embed, FETCHED_AT, undefined)).toBe(embed);
  });
});
