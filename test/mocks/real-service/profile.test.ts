import { getResponse } from 'msw';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { fetchEndpoint } from '../../../src/api/client';
import { nearestAirportsEndpoint } from '../../../src/api/endpoints/airports';
import { embedCurrentEndpoint } from '../../../src/api/endpoints/embed-current';
import { locationEndpoint } from '../../../src/api/endpoints/places';
import { weatherEndpoint } from '../../../src/api/endpoints/weather';
import { ApiError } from '../../../src/api/errors';
import { EmbedWireSchema } from '../../../src/api/schemas/embed';
import { AirQualitySchema } from '../../../src/api/schemas/air-quality';
import { SearchWireSchema } from '../../../src/api/schemas/location';
import { WeatherSchema, WeatherWireSchema } from '../../../src/api/schemas/weather';
import { contractHandlers } from '../../../src/mocks/handlers';
import { realServiceProfile, uncappedPm10Index } from '../../../src/mocks/real-service/profile';
import { server } from '../../setup/msw';

const profile = realServiceProfile(contractHandlers);

async function ask(path: string) {
  const response = (await getResponse(profile, new Request(`http://mock.test${path}`)))!;
  return { response, body: (await response.json()) as Record<string, unknown> };
}

describe('MOCK_PROFILE=real-service', () => {
  it('answers the forecast without a zone and without exposing headers, in a shape the client accepts', async () => {
    const { response, body } = await ask('/api/py/weather?lat=47.37&lon=8.54');
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-expose-headers')).toBeNull();
    expect(body).not.toHaveProperty('timezone');
    expect(v.is(WeatherWireSchema, body)).toBe(true);
  });

  it('uses the shape the provider headers name: 168 local hours for the second provider', async () => {
    // Zaria: open-meteo for both the forecast and the current block (docs/mock-api.md, "Which place shows what").
    const zaria = (await (await getResponse(contractHandlers, new Request('http://mock.test/api/py/locations?slug=zaria')))!.json()) as {
      location: { lat: number; lon: number };
    };
    const { body } = await ask(`/api/py/weather?lat=${zaria.location.lat}&lon=${zaria.location.lon}`);
    expect((body.hourly as { time: string[] }).time).toHaveLength(168);
  });

  it('hands out search slugs that /api/py/locations answers 404', async () => {
    const { body } = await ask('/api/py/search?q=zurich');
    const [first] = v.parse(SearchWireSchema, body).locations;
    expect(first?.slug).toBe('zurich-ch');
    expect((await ask(`/api/py/locations?slug=${first?.slug}`)).response.status).toBe(404);
  });

  it('answers a bad parameter with FastAPI\'s 422 list naming it', async () => {
    const { response, body } = await ask('/api/py/airquality?lat=x&lon=8');
    expect(response.status).toBe(422);
    expect(body.detail).toEqual([expect.objectContaining({ loc: ['query', 'lat'] })]);
  });

  it('answers the embed for a point far from any place as "Your location", with nothing known', async () => {
    const { response, body } = await ask('/api/embed/current?lat=0&lon=-140');
    expect(response.status).toBe(200);
    expect(v.parse(EmbedWireSchema, body).location).toMatchObject({ name: 'Your location', slug: '' });
  });

  it('sends air quality with nh3 null and fetchedAt without a zone', async () => {
    const { body } = await ask('/api/py/airquality?lat=47.37&lon=8.54');
    expect(body.fetchedAt).toMatch(/\d$/);
    expect(v.parse(AirQualitySchema, body).pollutants.nh3).toBeNull();
  });

  it('reports a dust event in the Sahel above 500, continuing EPA’s top PM10 row', async () => {
    const { body } = await ask('/api/py/airquality?lat=13.51&lon=2.12');
    const airQuality = v.parse(AirQualitySchema, body);
    expect(airQuality.aqi).toBe(uncappedPm10Index(airQuality.pollutants.pm10!));
    expect(airQuality.aqi).toBeGreaterThan(500);
    expect(airQuality.level).toBe('hazardous');
  });
});

describe('the app’s client against MOCK_PROFILE=real-service', () => {
  beforeEach(() => server.use(...profile));

  it.each([
    ['first provider', 'zurich'],
    ['second provider (168 hours)', 'zaria'],
  ])('reads the %s’s forecast into the model, in the place’s zone', async (_shape, slug) => {
    const place = (await (await getResponse(contractHandlers, new Request(`http://mock.test/api/py/locations?slug=${slug}`)))!.json()) as {
      location: { lat: number; lon: number; timezone: string };
    };
    const { data } = await fetchEndpoint(weatherEndpoint, { lat: place.location.lat, lon: place.location.lon });
    expect(v.is(WeatherSchema, data)).toBe(true);
    expect(data.timezone).toBe(place.location.timezone);
  });

  it('words a 422 list as a message naming the parameter, and a resolver slug as a 404', async () => {
    const invalid = await fetchEndpoint(weatherEndpoint, { lat: 'x', lon: 8 }).catch((error: unknown) => error);
    expect(invalid).toBeInstanceOf(ApiError);
    expect((invalid as ApiError).message).toMatch(/\blat\b/);
    const missing = await fetchEndpoint(locationEndpoint, { slug: 'zurich-ch' }).catch((error: unknown) => error);
    expect((missing as ApiError).status).toBe(404);
  });

  it('reads airports without positions and an embed with no numbers', async () => {
    const airports = await fetchEndpoint(nearestAirportsEndpoint, { lat: 47.3769, lon: 8.5417, count: 3 });
    expect(airports.data.airports.length).toBeGreaterThan(0);
    expect(airports.data.airports.every((airport) => airport.lat === undefined)).toBe(true);
    const embed = await fetchEndpoint(embedCurrentEndpoint, { lat: 0, lon: -140 });
    expect(embed.data.current.temp).toBeNull();
  });
});
