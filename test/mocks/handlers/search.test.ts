import { describe, expect, it } from 'vitest';
import { SearchResponseSchema } from '../../../src/api/schemas/location';
import { callApiOk, expectApiError } from '../../support/mock-api';

async function search(query: string) {
  return (await callApiOk(`/api/py/search?${query}`, SearchResponseSchema)).data;
}

async function firstHit(q: string) {
  const top = (await search(`q=${encodeURIComponent(q)}`)).locations[0];
  return top && `${top.slug} ${top.country}`;
}

describe('GET /api/py/search', () => {
  it.each([
    ['zurich', 'zurich CH'],
    ['Zürich', 'zurich CH'],
    ['sao paulo', 'sao-paulo BR'],
    ['new y', 'new-york-city US'],
    ['  paris  ', 'paris FR'],
    ['zurihc', 'zurich CH'],
    ['القاهرة', 'cairo EG'],
    ['東京', 'tokyo JP'],
    ['muenchen', 'munich DE'],
  ])('ranks the right place first for %j', async (q, expected) => {
    expect(await firstHit(q)).toBe(expected);
  });

  it('ranks London, GB before London, CA', async () => {
    const { locations } = await search('q=london');
    const countries = locations.filter((place) => place.name === 'London').map((place) => place.country);
    expect(countries.indexOf('GB')).toBe(0);
    expect(countries.indexOf('CA')).toBeGreaterThan(0);
  });

  it('returns 10 by default, the limit asked for (1..50), and the total number of matches', async () => {
    const byDefault = await search('q=san');
    expect(byDefault.locations).toHaveLength(10);
    expect(byDefault.total).toBeGreaterThan(50);
    expect((await search('q=san&limit=1')).locations).toHaveLength(1);
    expect((await search('q=san&limit=50')).locations).toHaveLength(50);
    expect(byDefault.source).toBe('geonames');
  });

  it('answers a query that matches nothing with an empty list', async () => {
    expect(await search('q=qxqxqxqxqx')).toMatchObject({ locations: [], total: 0 });
  });

  it.each([
    ['', ["'q'", 'required', 'must not be blank']],
    ['q=', ["'q'", 'required']],
    ['q=%20%20%20', ["'q'", 'must not be blank']],
    [`q=${'a'.repeat(101)}`, ["'q'", 'at most 100 characters', 'got 101']],
    ['q=zurich&limit=0', ["'limit'", 'between 1 and 50', 'got 0']],
    ['q=zurich&limit=51', ["'limit'", 'between 1 and 50', 'got 51']],
    ['q=zurich&limit=2.5', ["'limit'", 'must be an integer']],
    ['q=zurich&limit=ten', ["'limit'", 'must be an integer', "'ten'"]],
    ['q=zurich&limit=', ["'limit'", 'must be an integer']],
  ])('rejects "?%s" with a 400 naming the parameter and rule', async (query, fragments) => {
    await expectApiError(`/api/py/search?${query}`, 400, ...fragments);
  });
});
