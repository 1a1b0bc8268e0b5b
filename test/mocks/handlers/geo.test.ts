import { describe, expect, it } from 'vitest';
import { GeoResponseSchema } from '../../../src/api/schemas/location';
import { callApiOk, COORDINATE_ERROR_CASES, expectApiError } from '../../support/mock-api';

async function geo(lat: number, lon: number) {
  return (await callApiOk(`/api/py/geo?lat=${lat}&lon=${lon}`, GeoResponseSchema)).data;
}

describe('GET /api/py/geo', () => {
  it('names the city a point is in, with a redirect to its slug', async () => {
    const answer = await geo(47.4111, 8.5441); // Zürich-Oerlikon
    expect(answer.nearest).toMatchObject({ slug: 'zurich', name: 'Zürich', country: 'CH', timezone: 'Europe/Zurich' });
    expect(answer.redirectTo).toBe('/zurich');
  });

  it('answers a point on the coast of another continent with the city there', async () => {
    expect((await geo(-33.87, 151.21)).nearest.slug).toBe('sydney');
  });

  it('answers 404 in the mid-Atlantic, more than 150 km from any place', async () => {
    await expectApiError('/api/py/geo?lat=30&lon=-40', 404, 'No known location within 150 km', '30,-40');
  });

  it.each(COORDINATE_ERROR_CASES)('rejects "?%s" with a 400 naming the parameter and rule', async (query, fragments) => {
    await expectApiError(`/api/py/geo?${query}`, 400, ...fragments);
  });
});
