import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { EmbedResponseSchema } from '../../../src/api/schemas/embed';
import { callApi, MOCK_ORIGIN } from '../../support/mock-api';

const API = `${MOCK_ORIGIN}/api/embed/current`;

function get(query: string, headers: Record<string, string> = {}) {
  return callApi(`/api/embed/current${query}`, { headers });
}

describe('GET /api/embed/current', () => {
  it('answers a slug with that place, source "slug", and a body the schema accepts', async () => {
    const { response, body } = await get('?slug=zurich');
    expect(response.status).toBe(200);
    const embed = v.parse(EmbedResponseSchema, body);
    expect(embed.location).toMatchObject({ slug: 'zurich', name: 'Zürich', country: 'CH' });
    expect(embed.source).toBe('slug');
    expect(embed.daily).toHaveLength(7);
    expect(embed.daily[0]?.day).toBe('Today');
    expect(embed.attribution.url).toMatch(/\/place\/zurich$/);
  });

  it('prefers lat+lon over slug and names the place the point is in', async () => {
    const { body } = await get('?lat=48.8566&lon=2.3522&slug=zurich');
    const embed = v.parse(EmbedResponseSchema, body);
    expect(embed.source).toBe('coords');
    expect(embed.location.slug).toBe('paris');
  });

  it('locates a loopback caller at the default place, with source "ip"', async () => {
    const { body } = await get('', { 'x-forwarded-for': '127.0.0.1' });
    const embed = v.parse(EmbedResponseSchema, body);
    expect(embed.source).toBe('ip');
    expect(embed.location.slug).toBe('zurich');
  });

  it('places a public address in a large city, the same one every time', async () => {
    const first = v.parse(EmbedResponseSchema, (await get('', { 'x-forwarded-for': '8.8.8.8' })).body);
    const second = v.parse(EmbedResponseSchema, (await get('', { 'x-forwarded-for': '8.8.8.8' })).body);
    expect(first.source).toBe('ip');
    expect(second.location.slug).toBe(first.location.slug);
  });

  it('falls back to the default place when the caller has no address', async () => {
    const embed = v.parse(EmbedResponseSchema, (await get('')).body);
    expect(embed.source).toBe('fallback');
  });

  it('rejects a lat without lon, naming the parameter', async () => {
    const { response, body } = await get('?lat=47');
    expect(response.status).toBe(400);
    expect(body).toEqual({ detail: expect.stringContaining("'lon'") });
  });

  it.each([
    ['?lat=91&lon=0', "'lat' must be between -90 and 90"],
    ['?lat=abc&lon=0', "'lat' must be a number"],
    ['?lat=1e999&lon=0', "'lat' must be a finite number"],
    ['?slug=Not%20A%20Slug', "'slug' must match"],
  ])('rejects %s with a 400 that names the rule', async (query, message) => {
    const { response, body } = await get(query);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect((body as { detail: string }).detail).toContain(message);
  });

  it('answers an unknown slug with 404 "Location not found."', async () => {
    const { response, body } = await get('?slug=no-such-place-anywhere');
    expect(response.status).toBe(404);
    expect(body).toEqual({ detail: 'Location not found.' });
  });

  it('sends CORS headers, the exposed headers and a Date', async () => {
    const { response } = await get('?slug=zurich');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-expose-headers')).toBe('Date, X-Weather-Provider, X-Current-Source, Retry-After');
    expect(Date.parse(response.headers.get('date') ?? '')).not.toBeNaN();
  });

  it('answers a preflight with 204 and other methods with 405', async () => {
    expect((await fetch(API, { method: 'OPTIONS' })).status).toBe(204);
    const post = await fetch(API, { method: 'POST', body: '{}' });
    expect(post.status).toBe(405);
    expect(((await post.json()) as { detail: string }).detail).toContain('POST');
  });
});
