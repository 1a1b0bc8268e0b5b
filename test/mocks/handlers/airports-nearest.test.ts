import { describe, expect, it } from 'vitest';
import { AirportsResponseSchema } from '../../../src/api/schemas/airports';
import { callApiOk, COORDINATE_ERROR_CASES, expectApiError } from '../../support/mock-api';

const ZURICH = 'lat=47.3769&lon=8.5417';

async function nearest(query: string) {
  return (await callApiOk(`/api/py/airports/nearest?${query}`, AirportsResponseSchema)).data;
}

describe('GET /api/py/airports/nearest', () => {
  it('answers the 5 closest airports by default, closest first, distances to one decimal', async () => {
    const { airports, source } = await nearest(ZURICH);
    expect(source).toBe('db');
    expect(airports).toHaveLength(5);
    expect(airports.map((airport) => airport.icao)).toContain('LSZH');
    const distances = airports.map((airport) => airport.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const km of distances) expect(Math.round(km * 10) / 10).toBe(km);
  });

  it.each([1, 20])('answers exactly count=%i airports', async (count) => {
    expect((await nearest(`${ZURICH}&count=${count}`)).airports).toHaveLength(count);
  });

  it('keeps only airports within maxDistanceKm', async () => {
    const { airports } = await nearest(`${ZURICH}&count=20&maxDistanceKm=60`);
    expect(airports.length).toBeGreaterThan(0);
    expect(airports.length).toBeLessThan(20);
    for (const airport of airports) expect(airport.distanceKm).toBeLessThanOrEqual(60);
  });

  it('answers source "empty" with no airports when none is in range', async () => {
    expect(await nearest('lat=30&lon=-40&maxDistanceKm=50')).toEqual({ airports: [], source: 'empty' });
  });

  it.each(COORDINATE_ERROR_CASES)('rejects "?%s" with a 400 naming the parameter and rule', async (query, fragments) => {
    await expectApiError(`/api/py/airports/nearest?${query}`, 400, ...fragments);
  });

  it.each([
    ['count=0', ["'count'", 'between 1 and 20', 'got 0']],
    ['count=21', ["'count'", 'between 1 and 20', 'got 21']],
    ['count=1.5', ["'count'", 'must be an integer']],
    ['count=five', ["'count'", 'must be an integer', "'five'"]],
    ['maxDistanceKm=-1', ["'maxDistanceKm'", 'between 0 and 20038']],
    ['maxDistanceKm=abc', ["'maxDistanceKm'", 'must be a number']],
    ['maxDistanceKm=1e400', ["'maxDistanceKm'", 'finite']],
  ])(`rejects "?${ZURICH}&%s" with a 400 naming the parameter and rule`, async (query, fragments) => {
    await expectApiError(`/api/py/airports/nearest?${ZURICH}&${query}`, 400, ...fragments);
  });
});
