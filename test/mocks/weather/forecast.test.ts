import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { WEATHER_MODELS, WeatherResponseSchema, type WeatherResponse } from '../../../src/api/schemas/weather';
import { weatherCodeKind } from '../../../src/lib/weather-codes';
import { CURRENT_UNITS, buildWeather } from '../../../src/mocks/weather/forecast';
import { MAX_MODEL_TEMPERATURE_SPREAD } from '../../../src/mocks/weather/models';
import { findPlaceWithNowcast } from '../../../src/mocks/weather/nowcast';
import {
  honolulu,
  kathmandu,
  kiritimati,
  kolkata,
  longyearbyen,
  namedPlaces,
  newYork,
  syntheticPlaces,
  zurich,
} from './places';

const at = (iso: string): Date => new Date(iso);
const HOUR = 3_600_000;

function dayIndexOf(body: WeatherResponse, localTime: string): number {
  return body.daily.time.indexOf(localTime.slice(0, 10));
}

describe('buildWeather determinism', () => {
  it('returns deep-equal bodies for the same place and instant', () => {
    const now = at('2026-11-21T13:37:00Z');
    for (const place of namedPlaces) {
      expect(buildWeather(place, now, ['gfs_seamless'])).toEqual(buildWeather(place, new Date(now), ['gfs_seamless']));
    }
  });

  it('gives an hour the same values whenever it is asked for', () => {
    const early = buildWeather(zurich, at('2026-11-21T08:05:00Z')).body.hourly;
    const later = buildWeather(zurich, at('2026-11-21T13:50:00Z')).body.hourly;
    const shift = early.time.indexOf(later.time[0]!);
    expect(shift).toBe(5);
    expect(later.temperature_2m.slice(0, 19)).toEqual(early.temperature_2m.slice(shift));
    expect(later.weather_code.slice(0, 19)).toEqual(early.weather_code.slice(shift));
    expect(later.precipitation.slice(0, 19)).toEqual(early.precipitation.slice(shift));
  });

  it('changes from one hour to the next and from one place to another, but not with the name', () => {
    const a = buildWeather(zurich, at('2026-11-21T13:00:00Z')).body;
    const b = buildWeather(zurich, at('2026-11-21T14:00:00Z')).body;
    expect(a.hourly.time[0]).not.toBe(b.hourly.time[0]);
    expect(a.current).not.toEqual(b.current);
    const renamed = buildWeather({ ...zurich, slug: 'zurich-2' }, at('2026-11-21T13:00:00Z')).body;
    expect(renamed.hourly).toEqual(a.hourly);
    const elsewhere = buildWeather({ ...zurich, lat: zurich.lat + 2 }, at('2026-11-21T13:00:00Z')).body;
    expect(elsewhere.hourly.temperature_2m).not.toEqual(a.hourly.temperature_2m);
  });
});

describe('buildWeather shape', () => {
  it('has 24 hourly entries, 7 daily entries and 4 nowcast steps', () => {
    const place = findPlaceWithNowcast(namedPlaces, true)!;
    const { body } = buildWeather(place, at('2026-05-02T09:12:00Z'));
    for (const [key, values] of Object.entries(body.hourly)) expect(values, key).toHaveLength(24);
    for (const [key, values] of Object.entries(body.daily)) expect(values, key).toHaveLength(7);
    expect(body.minutely?.time).toHaveLength(4);
    expect(body.minutely?.precipitation).toHaveLength(4);
  });

  it('passes the valibot schema and carries the contract units', () => {
    const { body } = buildWeather(zurich, at('2026-05-02T09:12:00Z'), ['icon_seamless']);
    expect(() => v.parse(WeatherResponseSchema, body)).not.toThrow();
    expect(body.current_units).toEqual(CURRENT_UNITS);
    expect(body.current_units).toMatchObject({
      temperature_2m: '°C', relative_humidity_2m: '%', precipitation: 'mm', wind_speed_10m: 'km/h',
      wind_direction_10m: '°', surface_pressure: 'hPa', cloud_cover: '%', uv_index: '',
    });
    expect(body.timezone).toBe('Europe/Zurich');
    expect(body.latitude).toBe(zurich.lat);
    expect(body.longitude).toBe(zurich.lon);
  });

  it('omits models, models_available and models_time unless models are requested', () => {
    const { body } = buildWeather(zurich, at('2026-05-02T09:12:00Z'));
    expect('models' in body).toBe(false);
    expect('models_available' in body).toBe(false);
    expect('models_time' in body).toBe(false);
    expect('models' in buildWeather(zurich, at('2026-05-02T09:12:00Z'), []).body).toBe(false);
  });

  it('adds one series per requested model, spread a little around the main forecast', () => {
    const { body } = buildWeather(newYork, at('2026-05-02T09:12:00Z'), ['ecmwf_ifs04', 'meteofrance_seamless']);
    expect(body.models?.map((m) => m.model)).toEqual(['ecmwf_ifs04', 'meteofrance_seamless']);
    expect(body.models_available).toEqual([...WEATHER_MODELS]);
    expect(body.models_time).toEqual(body.hourly.time);
    for (const series of body.models ?? []) {
      expect(series.temperature_2m).toHaveLength(24);
      expect(series.precipitation).toHaveLength(24);
      const diffs = series.temperature_2m.map((t, i) => Math.abs(t - body.hourly.temperature_2m[i]!));
      expect(Math.max(...diffs)).toBeLessThanOrEqual(MAX_MODEL_TEMPERATURE_SPREAD + 0.05);
      expect(Math.max(...diffs)).toBeGreaterThan(0.3);
      for (const p of series.precipitation) expect(p).toBeGreaterThanOrEqual(0);
    }
    expect(body.models?.[0]?.temperature_2m).not.toEqual(body.models?.[1]?.temperature_2m);
  });
});

describe('buildWeather local times', () => {
  const cases = [
    { place: zurich, now: '2026-01-15T10:20:00Z', first: '2026-01-15T11:00+01:00', offset: 3600, current: '2026-01-15T11:15+01:00' },
    { place: zurich, now: '2026-07-15T10:20:00Z', first: '2026-07-15T12:00+02:00', offset: 7200, current: '2026-07-15T12:15+02:00' },
    { place: kolkata, now: '2026-03-10T08:45:00Z', first: '2026-03-10T14:00+05:30', offset: 19800, current: '2026-03-10T14:15+05:30' },
    { place: kathmandu, now: '2026-03-10T08:44:00Z', first: '2026-03-10T14:00+05:45', offset: 20700, current: '2026-03-10T14:15+05:45' },
    { place: kiritimati, now: '2026-03-10T20:10:00Z', first: '2026-03-11T10:00+14:00', offset: 50400, current: '2026-03-11T10:00+14:00' },
  ] as const;

  for (const { place, now, first, offset, current } of cases) {
    it(`starts ${place.slug} hourly at the local hour (${first}) with the zone's offset`, () => {
      const { body } = buildWeather(place, at(now));
      expect(body.hourly.time[0]).toBe(first);
      expect(body.current.time).toBe(current);
      expect(body.utc_offset_seconds).toBe(offset);
      const instants = body.hourly.time.map((t) => Date.parse(t));
      expect(instants[0]! <= Date.parse(now)).toBe(true);
      expect(Date.parse(now) - instants[0]!).toBeLessThan(HOUR);
      for (let i = 1; i < instants.length; i++) expect(instants[i]! - instants[i - 1]!).toBe(HOUR);
    });
  }

  it('starts the days at today in the place zone when UTC is already on the next date', () => {
    const { body } = buildWeather(honolulu, at('2026-03-11T05:00:00Z'));
    expect(body.daily.time[0]).toBe('2026-03-10');
    expect(body.hourly.time[0]).toBe('2026-03-10T19:00-10:00');
  });

  it('starts the days at today in the place zone when UTC is still on the previous date', () => {
    const { body } = buildWeather(kiritimati, at('2026-03-10T20:10:00Z'));
    expect(body.daily.time).toEqual([
      '2026-03-11', '2026-03-12', '2026-03-13', '2026-03-14', '2026-03-15', '2026-03-16', '2026-03-17',
    ]);
  });

  it('labels each hour with its own offset across a spring-forward change', () => {
    const { body } = buildWeather(zurich, at('2026-03-28T23:30:00Z'));
    expect(body.hourly.time.slice(0, 4)).toEqual([
      '2026-03-29T00:00+01:00', '2026-03-29T01:00+01:00', '2026-03-29T03:00+02:00', '2026-03-29T04:00+02:00',
    ]);
    expect(body.daily.sunrise[0]).toMatch(/^2026-03-29T0\d:\d\d\+02:00$/);
  });

  it('labels each hour with its own offset across a fall-back change', () => {
    const { body } = buildWeather(zurich, at('2026-10-24T23:30:00Z'));
    expect(body.hourly.time.slice(0, 5)).toEqual([
      '2026-10-25T01:00+02:00', '2026-10-25T02:00+02:00', '2026-10-25T02:00+01:00', '2026-10-25T03:00+01:00',
      '2026-10-25T04:00+01:00',
    ]);
  });

  it('steps the nowcast in quarter hours from the current time', () => {
    const place = findPlaceWithNowcast(syntheticPlaces(50), true)!;
    const { body } = buildWeather(place, at('2026-03-10T08:44:00Z'));
    const times = body.minutely!.time.map((t) => Date.parse(t));
    expect(body.minutely!.time[0]).toBe(body.current.time);
    for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBe(15 * 60_000);
  });
});

describe('buildWeather consistency', () => {
  const samples: WeatherResponse[] = [];
  for (const place of [...namedPlaces, ...syntheticPlaces(60)]) {
    for (const iso of ['2026-01-10T06:00:00Z', '2026-04-22T15:30:00Z', '2026-07-18T23:59:00Z', '2026-10-03T11:11:00Z']) {
      samples.push(buildWeather(place, at(iso)).body);
    }
  }

  it('keeps daily max/min around every hourly value of the same day', () => {
    const violations: string[] = [];
    const check = (ok: boolean, what: string, body: WeatherResponse, time: string): void => {
      if (!ok) violations.push(`${body.latitude},${body.longitude} ${time}: ${what}`);
    };
    for (const body of samples) {
      const { hourly: h, daily } = body;
      h.time.forEach((time, i) => {
        const d = dayIndexOf(body, time);
        check(d >= 0, 'hour outside the 7 days', body, time);
        check(daily.temperature_2m_max[d]! >= h.temperature_2m[i]!, 'temperature above max', body, time);
        check(daily.temperature_2m_min[d]! <= h.temperature_2m[i]!, 'temperature below min', body, time);
        check(daily.apparent_temperature_max[d]! >= h.apparent_temperature[i]!, 'apparent above max', body, time);
        check(daily.apparent_temperature_min[d]! <= h.apparent_temperature[i]!, 'apparent below min', body, time);
        check(daily.precipitation_sum[d]! >= h.precipitation[i]!, 'hour wetter than the day', body, time);
        check(daily.precipitation_probability_max[d]! >= h.precipitation_probability[i]!, 'probability above max', body, time);
        check(daily.wind_gusts_10m_max[d]! >= h.wind_gusts_10m[i]!, 'gust above max', body, time);
        check(daily.uv_index_max[d]! >= h.uv_index[i]!, 'uv above max', body, time);
        check(daily.weather_code[d]! >= h.weather_code[i]!, 'code above the daily code', body, time);
      });
      const { current } = body;
      check(current.temperature_2m <= daily.temperature_2m_max[0]!, 'current above today max', body, current.time);
      check(current.temperature_2m >= daily.temperature_2m_min[0]!, 'current below today min', body, current.time);
    }
    expect(violations).toEqual([]);
  });

  it('keeps percentages in 0-100 and other quantities in plausible ranges', () => {
    const ranges: Record<string, readonly [number, number]> = {
      precipitation_probability: [0, 100],
      relative_humidity_2m: [0, 100],
      cloud_cover: [0, 100],
      temperature_2m: [-70, 55],
      apparent_temperature: [-90, 70],
      precipitation: [0, 60],
      wind_speed_10m: [0, 150],
      wind_gusts_10m: [0, 250],
      wind_direction_10m: [0, 359],
      surface_pressure: [600, 1080],
      uv_index: [0, 16],
      visibility: [1, 50_000],
    };
    const violations: string[] = [];
    for (const body of samples) {
      for (const [field, [low, high]] of Object.entries(ranges)) {
        const values = body.hourly[field as keyof typeof body.hourly] as readonly number[];
        for (const value of values) if (!(value >= low && value <= high)) violations.push(`${field}=${value}`);
      }
      body.hourly.wind_gusts_10m.forEach((gust, i) => {
        if (gust < body.hourly.wind_speed_10m[i]!) violations.push(`gust ${gust} below speed`);
      });
      const rh = body.current.relative_humidity_2m;
      if (rh < 0 || rh > 100) violations.push(`current humidity ${rh}`);
    }
    expect(violations).toEqual([]);
  });

  it('keeps precipitation probability in line with precipitation', () => {
    let wetHours = 0;
    for (const body of samples) {
      const h = body.hourly;
      for (let i = 0; i < 24; i++) {
        if (h.precipitation[i] === 0) expect(h.precipitation_probability[i]).toBeLessThanOrEqual(30);
        else {
          wetHours++;
          expect(h.precipitation_probability[i]).toBeGreaterThanOrEqual(55);
        }
      }
      body.daily.precipitation_sum.forEach((sum, d) => {
        if (sum === 0) expect(body.daily.precipitation_probability_max[d]).toBeLessThanOrEqual(30);
      });
    }
    expect(wetHours).toBeGreaterThan(0);
  });

  it('keeps cloud cover consistent with the weather code', () => {
    const seen = new Set<number>();
    for (const body of samples) {
      const h = body.hourly;
      for (let i = 0; i < 24; i++) {
        const code = h.weather_code[i]!;
        const cloud = h.cloud_cover[i]!;
        seen.add(code);
        if (code === 0) expect(cloud).toBeLessThanOrEqual(19);
        if (code === 1) expect(cloud).toBeLessThanOrEqual(49);
        if (code === 3) expect(cloud).toBeGreaterThanOrEqual(85);
        const kind = weatherCodeKind(code);
        if (kind === 'clear' || kind === 'cloudy' || kind === 'fog') expect(h.precipitation[i]).toBe(0);
        else {
          expect(h.precipitation[i]).toBeGreaterThan(0);
          expect(cloud).toBeGreaterThanOrEqual(80);
        }
      }
    }
    expect(seen.has(0)).toBe(true);
    expect(seen.has(3)).toBe(true);
  });

  it('never reports snow or freezing precipitation in warm air, nor thunder in cold air', () => {
    for (const body of samples) {
      const h = body.hourly;
      for (let i = 0; i < 24; i++) {
        const kind = weatherCodeKind(h.weather_code[i]!);
        if (kind === 'snow' || kind === 'freezing') expect(h.temperature_2m[i]).toBeLessThanOrEqual(1);
        if (kind === 'thunderstorm') expect(h.temperature_2m[i]).toBeGreaterThanOrEqual(14);
        if (h.weather_code[i] === 48) expect(h.temperature_2m[i]).toBeLessThan(0);
      }
    }
  });
});

describe('buildWeather sun', () => {
  it('is day at local noon and night at local midnight in Zurich, summer and winter', () => {
    expect(buildWeather(zurich, at('2026-06-21T10:00:00Z')).body.current.is_day).toBe(1);
    expect(buildWeather(zurich, at('2026-06-21T22:00:00Z')).body.current.is_day).toBe(0);
    expect(buildWeather(zurich, at('2026-12-21T11:00:00Z')).body.current.is_day).toBe(1);
    expect(buildWeather(zurich, at('2026-12-21T23:00:00Z')).body.current.is_day).toBe(0);
    const { hourly } = buildWeather(zurich, at('2026-06-21T00:10:00Z')).body;
    expect(hourly.is_day[12]).toBe(1); // 14:00 local
    expect(hourly.is_day[1]).toBe(0); // 03:00 local
  });

  it('flips is_day at the reported sunrise and sunset', () => {
    for (const place of [zurich, kolkata, newYork, kiritimati]) {
      const { body } = buildWeather(place, at('2026-09-03T00:00:00Z'));
      body.hourly.time.forEach((time, i) => {
        const d = dayIndexOf(body, time);
        const t = Date.parse(time);
        const rise = Date.parse(body.daily.sunrise[d]!);
        const set = Date.parse(body.daily.sunset[d]!);
        // sunrise/sunset are printed to the minute; skip hours within two minutes of them.
        if (Math.abs(t - rise) < 120_000 || Math.abs(t - set) < 120_000) return;
        expect(body.hourly.is_day[i], `${place.slug} ${time}`).toBe(t > rise && t < set ? 1 : 0);
      });
    }
  });

  it('reports polar night at 78° N in December: no daylight, sunrise = sunset = midnight', () => {
    const { body } = buildWeather(longyearbyen, at('2026-12-15T11:00:00Z'));
    expect(body.hourly.is_day.every((flag) => flag === 0)).toBe(true);
    expect(body.current.is_day).toBe(0);
    expect(body.hourly.uv_index.every((uv) => uv === 0)).toBe(true);
    body.daily.time.forEach((date, d) => {
      expect(body.daily.sunrise[d]).toBe(`${date}T00:00+01:00`);
      expect(body.daily.sunset[d]).toBe(`${date}T00:00+01:00`);
    });
  });

  it('reports polar day at 78° N in June: daylight all day, sunset at the next midnight', () => {
    const { body } = buildWeather(longyearbyen, at('2026-06-15T11:00:00Z'));
    expect(body.hourly.is_day.every((flag) => flag === 1)).toBe(true);
    expect(body.daily.sunrise[0]).toBe('2026-06-15T00:00+02:00');
    expect(body.daily.sunset[0]).toBe('2026-06-16T00:00+02:00');
    expect(body.daily.sunset[6]).toBe('2026-06-22T00:00+02:00');
  });

  it('gives sunrise before sunset on the same local date at mid-latitudes', () => {
    const { body } = buildWeather(zurich, at('2026-11-21T13:00:00Z'));
    expect(body.daily.sunrise[0]).toMatch(/^2026-11-21T07:\d\d\+01:00$/);
    expect(body.daily.sunset[0]).toMatch(/^2026-11-21T16:\d\d\+01:00$/);
  });
});
