import { getResponse } from 'msw';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { EmbedWireSchema } from '../../../src/api/schemas/embed';
import { AirQualitySchema } from '../../../src/api/schemas/air-quality';
import { SearchWireSchema } from '../../../src/api/schemas/location';
import { WeatherWireSchema } from '../../../src/api/schemas/weather';
import { contractHandlers } from '../../../src/mocks/handlers';
import { realServiceProfile } from '../../../src/mocks/real-service/profile';

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
    // Zaria: open-meteo for both the forecast and the current block (README, "Which place shows what").
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
});
