import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchEndpoint } from '../../../src/api/client';
import { airQualityEndpoint } from '../../../src/api/endpoints/air-quality';
import { nearestAirportsEndpoint } from '../../../src/api/endpoints/airports';
import { embedCurrentEndpoint } from '../../../src/api/endpoints/embed-current';
import { geoEndpoint, locationEndpoint, searchEndpoint } from '../../../src/api/endpoints/places';
import { weatherEndpoint } from '../../../src/api/endpoints/weather';
import { ApiError } from '../../../src/api/errors';
import { WeatherSchema } from '../../../src/api/schemas/weather';
import { realWeatherShapeAt } from '../../../src/mocks/real-service/profile';
import { REAL_WEATHER_SHAPES } from '../../../src/mocks/real-service/weather-shapes';
import '../../setup/msw';
import { callApi } from '../../support/mock-api';

/** A grid of European points, one for each shape the profile hands out. */
function pointWithShape(shape: string) {
  for (let lat = 45; lat < 55; lat += 0.37) {
    for (let lon = 0; lon < 15; lon += 0.41) {
      if (realWeatherShapeAt(lat, lon) === shape) return { lat: Number(lat.toFixed(4)), lon: Number(lon.toFixed(4)) };
    }
  }
  throw new Error(`no point answers in the ${shape} shape`);
}

const caught = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error);

describe('MOCK_PROFILE=real-service, read by the app’s client', () => {
  beforeEach(() => vi.stubEnv('MOCK_PROFILE', 'real-service'));
  afterEach(() => vi.unstubAllEnvs());

  it.each(REAL_WEATHER_SHAPES)('answers forecasts in the %s shape, which the client reads in the place’s zone', async (shape) => {
    const point = pointWithShape(shape);
    const raw = (await callApi(`/api/py/weather?lat=${point.lat}&lon=${point.lon}`)).body as Record<string, unknown>;
    expect(raw).not.toHaveProperty('timezone');
    const { data, ageFrom, headers } = await fetchEndpoint(weatherEndpoint, point, { keepHeaders: ['X-Weather-Provider'] });
    expect(v.is(WeatherSchema, data)).toBe(true);
    expect(data.timezone).toMatch(/^Europe\//);
    // No Date or provider header reaches the client: the age is the device's, and says so.
    expect(ageFrom).toBe('received');
    expect(headers).toEqual({});
  });

  it('answers a point far from every place with "Your location", without slug or country', async () => {
    const { data } = await fetchEndpoint(embedCurrentEndpoint, { lat: -40, lon: -140 });
    expect(data.location).toMatchObject({ name: 'Your location', slug: '', country: '' });
  });

  it('hands out resolver slugs that /api/py/locations answers 404, and keeps the catalog slug reachable', async () => {
    const { data } = await fetchEndpoint(searchEndpoint, { q: 'zur', limit: 8 });
    expect(data.locations.length).toBeGreaterThan(0);
    const geo = await fetchEndpoint(geoEndpoint, { lat: 47.3769, lon: 8.5417 });
    const slugs = [...data.locations.map((place) => place.slug), geo.data.nearest.slug];
    const unresolvable = slugs.filter((slug) => /-[0-9a-f]{6}$/.test(slug));
    expect(unresolvable.length).toBeGreaterThan(0);
    const error = await caught(fetchEndpoint(locationEndpoint, { slug: unresolvable[0]! }));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
  });

  it('rejects a bad parameter with FastAPI’s 422 list, which the client words naming the parameter', async () => {
    const raw = await callApi('/api/py/weather?lat=abc&lon=8');
    expect(raw.response.status).toBe(422);
    expect((raw.body as { detail: unknown[] }).detail[0]).toMatchObject({ loc: ['query', 'lat'] });
    const error = await caught(fetchEndpoint(weatherEndpoint, { lat: 'abc', lon: 8 }));
    expect((error as ApiError).message).toMatch(/\blat\b/);
  });

  it('reports a dust event above 500 with nh3 missing, and airports without positions', async () => {
    const { data } = await fetchEndpoint(airQualityEndpoint, { lat: 13.5, lon: 2.1 });
    expect(data.aqi).toBeGreaterThan(500);
    expect(data.pollutants.nh3).toBeNull();
    const airports = await fetchEndpoint(nearestAirportsEndpoint, { lat: 47.3769, lon: 8.5417, count: 3 });
    expect(airports.data.airports.length).toBeGreaterThan(0);
    expect(airports.data.airports.every((airport) => airport.lat === undefined)).toBe(true);
  });
});
