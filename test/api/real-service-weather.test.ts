import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fetchEndpoint } from '../../src/api/client';
import { weatherEndpoint } from '../../src/api/endpoints/weather';
import { WeatherSchema, type WeatherResponse } from '../../src/api/schemas/weather';
import { readServiceTime, zonedIso } from '../../src/lib/zoned-time';
import { REAL_WEATHER_SHAPES, realWeatherShape } from '../../src/mocks/real-service/weather-shapes';
import { server } from '../setup/msw';
import { callApi } from '../support/mock-api';

const ZURICH = { lat: 47.37689, lon: 8.54169 };
const ZURICH_ZONE = 'Europe/Zurich';

async function contractAnswer(): Promise<WeatherResponse> {
  return (await callApi(`/api/py/weather?lat=${ZURICH.lat}&lon=${ZURICH.lon}`)).body as WeatherResponse;
}

/** A wall-clock time in Zürich written as the client writes it, with the offset in force then (+01:00 or +02:00). */
function onZurichClock(wallClock: string): string {
  return zonedIso(readServiceTime(wallClock, ZURICH_ZONE)!, ZURICH_ZONE);
}

/** The client's view of an answer the real service could send. */
async function throughTheClient(body: object) {
  server.use(http.get('*/api/py/weather', () => HttpResponse.json(body)));
  return (await fetchEndpoint(weatherEndpoint, ZURICH)).data;
}

describe('forecasts in every shape the real service sends', () => {
  it.each(REAL_WEATHER_SHAPES)('reads the %s shape into the app model, in the place\'s zone, at the same instants', async (shape) => {
    const contract = await contractAnswer();
    const weather = await throughTheClient(realWeatherShape(contract, shape));
    expect(v.is(WeatherSchema, weather)).toBe(true);
    expect(weather.timezone).toBe(ZURICH_ZONE);
    expect(weather.latitude).toBe(ZURICH.lat);
    // The same hours as the contract's answer, written on the place's clock.
    const firstHour = contract.hourly.time[0]!;
    expect(weather.hourly.time).toContain(firstHour);
    const i = weather.hourly.time.indexOf(firstHour);
    expect(weather.hourly.temperature_2m[i]).toBe(contract.hourly.temperature_2m[0]);
    expect(Date.parse(weather.current.time)).toBeCloseTo(Date.parse(contract.current.time), -5);
    expect(weather.daily.time[0]).toBe(contract.daily.time[0]);
    expect(weather.daily.time).toEqual(contract.daily.time);
  });

  it('keeps all 168 hours of the second provider and shows a missing value as null, never rejecting the answer', async () => {
    const contract = await contractAnswer();
    const second = await throughTheClient(realWeatherShape(contract, 'second-provider'));
    expect(second.hourly.time).toHaveLength(168);
    expect(second.hourly.time[0]).toBe(onZurichClock(`${contract.hourly.time[0]!.slice(0, 10)}T00:00`));

    const station = await throughTheClient(realWeatherShape(contract, 'station-overlay'));
    expect(station.current.uv_index).toBeNull();
    expect(station.current.temperature_2m).toBe(contract.current.temperature_2m);
    expect(station.minutely).toBeNull();

    const fallback = await throughTheClient(realWeatherShape(contract, 'seasonal-fallback'));
    expect(fallback.hourly.precipitation_probability.every((value) => value === null)).toBe(true);
    expect(fallback.daily.sunrise[0]).toBe(onZurichClock(`${contract.daily.time[0]}T06:00`));
  });

  it('drops a model it does not know and an hour whose time it cannot read, keeping the rest', async () => {
    const contract = await contractAnswer();
    const body: Record<string, unknown> = {
      ...realWeatherShape(contract, 'second-provider'),
      models: [{ model: 'future_model', temperature_2m: [1], precipitation: [0] }],
      models_available: ['future_model'],
      models_time: ['2026-11-23T10:00'],
    };
    (body.hourly as { time: string[] }).time[5] = 'not a time';
    const weather = await throughTheClient(body);
    expect(weather.hourly.time).toHaveLength(167);
    expect(weather.models).toEqual([]);
  });

  it.each([
    ['keeps a finite elevation', 556, 556],
    ['leaves out a null elevation', null, undefined],
    ['leaves out an elevation that is not a number, keeping the forecast', 'high', undefined],
  ])('%s, the height its pressures were forecast for', async (_case, elevation, kept) => {
    const body = { ...(await contractAnswer()), elevation };
    const weather = await throughTheClient(body);
    expect(weather.elevation).toBe(kept);
    expect('elevation' in weather).toBe(kept !== undefined);
  });
});
