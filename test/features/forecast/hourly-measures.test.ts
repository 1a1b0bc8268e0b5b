import { describe, expect, it } from 'vitest';
import type { ApiResult } from '../../../src/api/client';
import type { Weather } from '../../../src/api/schemas/weather';
import { toForecastView } from '../../../src/features/forecast/forecast-view';
import { HOURLY_MEASURES, offeredMeasures, parseHourlyMeasure } from '../../../src/features/forecast/hourly-measures';
import { sunProtectionHours } from '../../../src/features/forecast/sun-protection';
import { zonedIso } from '../../../src/lib/zoned-time';

const HOUR = 3_600_000;
const START = Date.parse('2027-07-15T06:00Z');
const SERIES = [
  'temperature_2m', 'relative_humidity_2m', 'apparent_temperature', 'precipitation_probability', 'precipitation', 'weather_code',
  'wind_speed_10m', 'wind_direction_10m', 'wind_gusts_10m', 'surface_pressure', 'cloud_cover', 'uv_index', 'visibility',
] as const;

/** 24 hours from START with every series at 1, except those given (a whole series, or `null` for one never sent). */
function view(overrides: Partial<Record<(typeof SERIES)[number], (number | null)[] | null>> = {}) {
  const hours = Array.from({ length: 24 }, (_, i) => START + i * HOUR);
  const hourly = Object.fromEntries(SERIES.map((name) => {
    const given = overrides[name];
    return [name, given === null ? hours.map(() => null) : (given ?? hours.map(() => 1))];
  }));
  const weather = {
    latitude: 0, longitude: 0, timezone: 'UTC', utc_offset_seconds: 0,
    current: { time: zonedIso(START, 'UTC') },
    hourly: { time: hours.map((instant) => zonedIso(instant, 'UTC')), is_day: hours.map(() => 1), ...hourly },
    daily: { time: [] },
  };
  const result: ApiResult<Weather> = { endpoint: '/api/py/weather', data: weather as unknown as Weather, fetchedAt: START, ageFrom: 'service', headers: {} };
  return toForecastView(result, START);
}

describe('the measures the 24-hour chart offers', () => {
  it('offers all seven when the answer has every series', () => {
    expect(offeredMeasures(view())).toEqual(['temperature', 'precipitation', 'wind', 'humidity', 'cloud', 'uv', 'pressure']);
  });

  it('does not offer a measure whose series the answer lacks', () => {
    expect(offeredMeasures(view({ uv_index: null, surface_pressure: null }))).toEqual(['temperature', 'precipitation', 'wind', 'humidity', 'cloud']);
  });

  it('still offers cloud cover and precipitation without visibility and chance (the seasonal fallback sends neither)', () => {
    expect(offeredMeasures(view({ visibility: null, precipitation_probability: null }))).toEqual([...HOURLY_MEASURES]);
  });

  it('counts a series with a value in any hour ahead as given', () => {
    expect(offeredMeasures(view({ uv_index: [...Array<null>(23).fill(null), 0] }))).toContain('uv');
  });

  it('reads back only a measure it knows', () => {
    expect(parseHourlyMeasure('wind')).toBe('wind');
    expect(parseHourlyMeasure('snowfall')).toBeUndefined();
    expect(parseHourlyMeasure(3)).toBeUndefined();
  });
});

describe('the hours to protect the skin', () => {
  it('run from the first hour the UV index reaches 3 to the end of the last', () => {
    const uv = [0, 0, 1, 2, 3, 5, 7, 8, 7, 5, 2.9, 3, 1, ...Array<number>(11).fill(0)];
    expect(sunProtectionHours(view({ uv_index: uv }))).toEqual({ start: START + 4 * HOUR, end: START + 12 * HOUR });
  });

  it('start at an hour whose index is told as 3, as its category is moderate', () => {
    const uv = [0, 0, 2, 2.6, 2.4, ...Array<number>(19).fill(0)];
    expect(sunProtectionHours(view({ uv_index: uv }))).toEqual({ start: START + 3 * HOUR, end: START + 4 * HOUR });
  });

  it('are none while the index stays below 3', () => {
    expect(sunProtectionHours(view({ uv_index: Array<number>(24).fill(2.4) }))).toBeUndefined();
  });
});
