import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmbedResponseSchema } from '../../../src/api/schemas/embed';
import { HOURLY_FIELDS, WEATHER_MODELS, WeatherResponseSchema } from '../../../src/api/schemas/weather';
import { roundHalfAway } from '../../../src/lib/rounding';
import { findPlaceBySlug, loadPlaces, type Place } from '../../../src/mocks/data/places';
import { findPlaceWithNowcast } from '../../../src/mocks/weather/nowcast';
import { currentSource, weatherProvider } from '../../../src/mocks/weather/providers';
import { callApi, callApiOk, COORDINATE_ERROR_CASES, expectApiError } from '../../support/mock-api';

function placeBySlug(slug: string): Place {
  const place = findPlaceBySlug(slug);
  if (!place) throw new Error(`test place ${slug} is missing from the catalog`);
  return place;
}

async function weatherAt(place: Place, extra = '') {
  const { response, data } = await callApiOk(`/api/py/weather?lat=${place.lat}&lon=${place.lon}${extra}`, WeatherResponseSchema);
  return { response, weather: data };
}

const zurich = placeBySlug('zurich');

describe('GET /api/py/weather', () => {
  afterEach(() => vi.useRealTimers());

  it('answers 24 hourly and 7 daily entries, column-wise, with the place time zone and offset', async () => {
    const { weather } = await weatherAt(zurich);
    expect(weather.timezone).toBe('Europe/Zurich');
    expect([3600, 7200]).toContain(weather.utc_offset_seconds);
    expect(weather.hourly.time).toHaveLength(24);
    for (const field of HOURLY_FIELDS) expect(weather.hourly[field]).toHaveLength(24);
    expect(weather.hourly.is_day).toHaveLength(24);
    for (const column of Object.values(weather.daily)) expect(column).toHaveLength(7);
    expect(weather.hourly.time[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:00\+0[12]:00$/);
    expect(weather.models).toBeUndefined();
    expect(weather.models_available).toBeUndefined();
  });

  it('gives the same numbers for the same place and hour on every request', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-07-01T10:20:00Z') });
    const first = (await weatherAt(zurich)).weather;
    const second = (await weatherAt(zurich)).weather;
    expect(second).toEqual(first);
  });

  it('sends the place provider and current-source headers', async () => {
    const { response } = await weatherAt(zurich);
    expect(response.headers.get('x-weather-provider')).toBe(weatherProvider(zurich));
    expect(response.headers.get('x-current-source')).toBe(currentSource(zurich));
  });

  /** The places docs/mock-api.md names for each header value and for both nowcast paths. */
  it.each([
    ['istanbul', 'tomorrow', 'stationkit', 'null'],
    ['shanghai', 'open-meteo', 'stationkit', 'present'],
    ['london', 'fallback', 'fallback', 'null'],
    ['kitakyushu', 'tomorrow', 'tomorrow', 'present'],
    ['zaria', 'open-meteo', 'open-meteo', 'present'],
    ['longyearbyen', 'fallback', 'fallback', 'null'],
  ])('answers %s (named in docs/mock-api.md) with provider %s, current source %s, nowcast %s', async (slug, provider, source, nowcast) => {
    const { response, weather } = await weatherAt(placeBySlug(slug));
    expect(response.headers.get('x-weather-provider')).toBe(provider);
    expect(response.headers.get('x-current-source')).toBe(source);
    expect(weather.minutely === null ? 'null' : 'present').toBe(nowcast);
  });

  it('adds one 24-hour series per requested model, in request order, with the shared times', async () => {
    const { weather } = await weatherAt(zurich, '&models=icon_seamless,gfs_seamless');
    expect(weather.models?.map((series) => series.model)).toEqual(['icon_seamless', 'gfs_seamless']);
    for (const series of weather.models ?? []) {
      expect(series.temperature_2m).toHaveLength(24);
      expect(series.precipitation).toHaveLength(24);
      series.temperature_2m.forEach((t, i) => expect(Math.abs(t - weather.hourly.temperature_2m[i]!)).toBeLessThan(8));
    }
    expect(weather.models_time).toEqual(weather.hourly.time);
    expect([...(weather.models_available ?? [])].sort()).toEqual([...WEATHER_MODELS].sort());
  });

  it('gives a repeated model one series', async () => {
    const { weather } = await weatherAt(zurich, '&models=gfs_seamless,gfs_seamless');
    expect(weather.models).toHaveLength(1);
  });

  it('has a 4-step nowcast for most places and null for some', async () => {
    const places = loadPlaces().places;
    const withNowcast = findPlaceWithNowcast(places, true)!;
    const withoutNowcast = findPlaceWithNowcast(places, false)!;
    const present = (await weatherAt(withNowcast)).weather.minutely;
    expect(present?.time).toHaveLength(4);
    expect(present?.precipitation).toHaveLength(4);
    expect((await weatherAt(withoutNowcast)).weather.minutely).toBeNull();
  });

  it('gives an embed the same numbers as the weather of the same place and hour', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-01-15T13:05:00Z') });
    const { weather } = await weatherAt(zurich);
    const embed = v.parse(EmbedResponseSchema, (await callApi('/api/embed/current?slug=zurich')).body);
    expect(embed.current).toMatchObject({
      temp: roundHalfAway(weather.current.temperature_2m),
      feelsLike: roundHalfAway(weather.current.apparent_temperature),
      code: weather.current.weather_code,
      humidity: roundHalfAway(weather.current.relative_humidity_2m),
      windSpeed: roundHalfAway(weather.current.wind_speed_10m),
      high: roundHalfAway(weather.daily.temperature_2m_max[0]!),
      low: roundHalfAway(weather.daily.temperature_2m_min[0]!),
      isDay: weather.current.is_day === 1,
    });
    expect(embed.daily.map((day) => day.date)).toEqual(weather.daily.time);
    expect(embed.daily.map((day) => day.high)).toEqual(weather.daily.temperature_2m_max.map(roundHalfAway));
    expect(embed.daily.map((day) => day.precipitationProbability)).toEqual(
      weather.daily.precipitation_probability_max.map(roundHalfAway),
    );
  });

  it('answers a point far out at sea with weather too', async () => {
    const { response, body } = await callApi('/api/py/weather?lat=30&lon=-40');
    expect(response.status).toBe(200);
    expect(v.parse(WeatherResponseSchema, body).hourly.time).toHaveLength(24);
  });

  it.each(COORDINATE_ERROR_CASES)('rejects "?%s" with a 400 naming the parameter and rule', async (query, fragments) => {
    await expectApiError(`/api/py/weather?${query}`, 400, ...fragments);
  });

  it.each([
    ['models=harmonie', ["'models'", "unknown: 'harmonie'", 'gfs_seamless']],
    ['models=gfs_seamless,foo', ["'models'", "unknown: 'foo'"]],
    ['models=', ["'models'"]],
  ])('rejects "?lat=47&lon=8&%s" with a 400 naming the unknown model', async (query, fragments) => {
    await expectApiError(`/api/py/weather?lat=47&lon=8&${query}`, 400, ...fragments);
  });
});
