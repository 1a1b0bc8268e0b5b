import { describe, expect, it } from 'vitest';
import type { ApiResult } from '../../../src/api/client';
import type { Weather } from '../../../src/api/schemas/weather';
import { modelsAhead, toForecastView } from '../../../src/features/forecast/forecast-view';
import { zonedDate, zonedIso, zoneOffsetSeconds } from '../../../src/lib/zoned-time';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** 168 hours from `firstHour` (a local midnight), as the app keeps them (local time with offset). */
function savedForecast(timeZone: string, firstHour: number, fetchedAt: number): ApiResult<Weather> {
  const hours = Array.from({ length: 168 }, (_, i) => firstHour + i * HOUR);
  const hourly = hours.map((instant) => zonedIso(instant, timeZone));
  const days = [...new Set(hours.map((instant) => zonedDate(instant, timeZone)))].slice(0, 7);
  const column = (length: number, value: number) => Array.from({ length }, () => value);
  const weather = {
    latitude: 0,
    longitude: 0,
    timezone: timeZone,
    utc_offset_seconds: zoneOffsetSeconds(timeZone, firstHour),
    current: { time: hourly[0]!, temperature_2m: 10 },
    hourly: { time: hourly, temperature_2m: hours.map((_, i) => i) },
    daily: { time: days, temperature_2m_max: column(days.length, 12), temperature_2m_min: column(days.length, 2) },
    minutely: { time: [0, 15, 30, 45].map((minute) => zonedIso(firstHour + minute * 60_000, timeZone)), precipitation: [0, 0, 0, 0] },
    models: [{ model: 'ecmwf_ifs', temperature_2m: hours.map((_, i) => i), precipitation: column(168, 0) }],
    models_time: hourly,
  };
  // Only the columns re-anchoring reads: the rest of the shape does not take part.
  return { endpoint: '/api/py/weather', data: weather as unknown as Weather, fetchedAt, ageFrom: 'service', headers: {} };
}

describe('re-anchoring a saved forecast to now', () => {
  it('drops the hours and days that passed while the copy waited, 30 hours on', () => {
    const midnight = Date.parse('2026-11-22T00:00+01:00');
    const saved = savedForecast('Europe/Zurich', midnight, midnight + 6 * HOUR);
    const now = Date.parse('2026-11-23T12:20+01:00');
    const view = toForecastView(saved, now);
    expect(view.weather.hourly.time[0]).toBe('2026-11-23T12:00+01:00');
    expect(view.hourlyInstants[0]).toBe(Date.parse('2026-11-23T12:00+01:00'));
    expect(view.hourlyInstants).toHaveLength(24);
    expect(view.weather.hourly.temperature_2m[0]).toBe(36);
    expect(view.today).toBe('2026-11-23');
    expect(view.weather.daily.time[0]).toBe('2026-11-23');
    expect(view.weather.daily.time).toHaveLength(6);
    expect(view.nowcastEndsAt).toBeLessThan(now);
  });

  it('keeps hour boundaries right across the spring DST change (Zurich loses 02:00)', () => {
    const midnight = Date.parse('2026-03-29T00:00+01:00');
    const saved = savedForecast('Europe/Zurich', midnight, midnight);
    expect(saved.data.hourly.time.slice(1, 4)).toEqual(['2026-03-29T01:00+01:00', '2026-03-29T03:00+02:00', '2026-03-29T04:00+02:00']);
    const view = toForecastView(saved, Date.parse('2026-03-29T03:30+02:00'));
    expect(view.weather.hourly.time[0]).toBe('2026-03-29T03:00+02:00');
    expect(view.weather.daily.time[0]).toBe('2026-03-29');
  });

  it('keeps hour boundaries right across the autumn DST change (Zurich has 02:00 twice)', () => {
    const midnight = Date.parse('2026-10-25T00:00+02:00');
    const saved = savedForecast('Europe/Zurich', midnight, midnight);
    const secondTwoOClock = Date.parse('2026-10-25T02:10+01:00');
    const view = toForecastView(saved, secondTwoOClock);
    expect(view.weather.hourly.time.slice(0, 2)).toEqual(['2026-10-25T02:00+01:00', '2026-10-25T03:00+01:00']);
    expect(view.today).toBe('2026-10-25');
  });

  it('takes "today" from the place across the date line, not from the device or UTC', () => {
    const now = Date.parse('2026-11-23T10:30Z');
    const east = toForecastView(savedForecast('Pacific/Kiritimati', Date.parse('2026-11-23T00:00+14:00'), now - HOUR), now);
    const west = toForecastView(savedForecast('Pacific/Pago_Pago', Date.parse('2026-11-22T00:00-11:00'), now - HOUR), now);
    expect(east.today).toBe('2026-11-24');
    expect(east.weather.daily.time[0]).toBe('2026-11-24');
    expect(east.weather.hourly.time[0]).toBe('2026-11-24T00:00+14:00');
    expect(west.today).toBe('2026-11-22');
    expect(west.weather.daily.time[0]).toBe('2026-11-22');
    expect(west.weather.hourly.time[0]).toBe('2026-11-22T23:00-11:00');
  });

  it('leaves nothing when the whole forecast lies in the past', () => {
    const midnight = Date.parse('2026-11-01T00:00Z');
    const view = toForecastView(savedForecast('UTC', midnight, midnight), midnight + 8 * DAY);
    expect(view.hourlyInstants).toEqual([]);
    expect(view.weather.hourly.time).toEqual([]);
    expect(view.weather.daily.time).toEqual([]);
  });

  it('keeps a nowcast whose window is still open', () => {
    const start = Date.parse('2026-11-23T09:00Z');
    const view = toForecastView(savedForecast('UTC', start, start), start + 50 * 60_000);
    expect(view.nowcastEndsAt).toBe(start + HOUR);
  });

  it('drops the nowcast quarter hours that have passed, keeping the one under way', () => {
    const start = Date.parse('2026-11-23T09:00Z');
    const view = toForecastView(savedForecast('UTC', start, start), start + 20 * 60_000);
    expect(view.nowcastInstants).toEqual([start + 15 * 60_000, start + 30 * 60_000, start + 45 * 60_000]);
    expect(view.weather.minutely?.time).toHaveLength(3);
    expect(view.weather.minutely?.precipitation).toHaveLength(3);
  });
});

describe('model comparison', () => {
  it('cuts every model series of a comparison to the same hours', () => {
    const midnight = Date.parse('2026-11-22T00:00Z');
    const { data } = savedForecast('UTC', midnight, midnight);
    const ahead = modelsAhead(data, midnight + 30 * HOUR);
    expect(ahead.times[0]).toBe('2026-11-23T06:00+00:00');
    expect(ahead.models[0]!.temperature_2m).toHaveLength(24);
    expect(ahead.models[0]!.temperature_2m[0]).toBe(30);
  });
});
