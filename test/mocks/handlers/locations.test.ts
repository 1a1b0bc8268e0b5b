import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LocationResponseSchema } from '../../../src/api/schemas/location';
import { callApi, expectApiError } from '../../support/mock-api';

describe('GET /api/py/locations', () => {
  it('answers a slug with its place, including elevation and time zone', async () => {
    const { response, body } = await callApi('/api/py/locations?slug=sao-paulo');
    expect(response.status).toBe(200);
    const { location } = v.parse(LocationResponseSchema, body);
    expect(location).toMatchObject({ slug: 'sao-paulo', name: 'São Paulo', country: 'BR', timezone: 'America/Sao_Paulo' });
    // São Paulo lies on a plateau some 760 m up: the elevation its weather is made for.
    expect(location.elevation).toBeGreaterThan(600);
    expect(location.elevation).toBeLessThan(900);
  });

  it('gives a coastal place an elevation near sea level, and Zürich its 400-odd metres', async () => {
    const elevation = async (slug: string) => v.parse(LocationResponseSchema, (await callApi(`/api/py/locations?slug=${slug}`)).body).location.elevation;
    expect(await elevation('lagos')).toBeLessThan(100);
    const zurich = await elevation('zurich');
    expect(zurich).toBeGreaterThan(350);
    expect(zurich).toBeLessThan(600);
  });

  it('keeps the plain slug for the largest of repeated names and disambiguates the others', async () => {
    const london = v.parse(LocationResponseSchema, (await callApi('/api/py/locations?slug=london')).body);
    const ontario = v.parse(LocationResponseSchema, (await callApi('/api/py/locations?slug=london-ontario')).body);
    expect(london.location.country).toBe('GB');
    expect(ontario.location.country).toBe('CA');
  });

  it('answers an unknown slug with 404 "Location not found"', async () => {
    await expectApiError('/api/py/locations?slug=no-such-place-anywhere', 404, 'Location not found');
  });

  it.each([
    ['', ["'slug'", 'required']],
    ['slug=', ["'slug'", 'required']],
    ['slug=Zurich', ["'slug'", 'must match ^[a-z0-9-]{1,80}$', "'Zurich'"]],
    ['slug=z%C3%BCrich', ["'slug'", 'must match']],
    ['slug=zurich%2F..', ["'slug'", 'must match']],
    [`slug=${'a'.repeat(81)}`, ["'slug'", 'must match', '…']],
  ])('rejects "?%s" with a 400 naming the parameter and rule', async (query, fragments) => {
    await expectApiError(`/api/py/locations?${query}`, 400, ...fragments);
  });
});
