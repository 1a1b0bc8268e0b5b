import { describe, expect, it } from 'vitest';
import { API_ENDPOINTS } from '../../src/api/endpoints';
import { API_PATHS } from '../../src/api/endpoints/paths';
import { FRESH_FOR_MS, freshForMs } from '../../src/api/freshness';

const MINUTE = 60_000;

describe('how long each answer stays fresh', () => {
  it('has a freshness for every endpoint the app calls', () => {
    for (const { path } of API_ENDPOINTS) expect(FRESH_FOR_MS[path], path).toBeGreaterThan(0);
  });

  it('keeps the forecast a quarter of an hour, the air an hour, and places and airports for days', () => {
    expect(freshForMs(API_PATHS.weather)).toBe(15 * MINUTE);
    expect(freshForMs(API_PATHS.embedCurrent)).toBe(15 * MINUTE);
    expect(freshForMs(API_PATHS.airQuality)).toBe(60 * MINUTE);
    for (const path of [API_PATHS.location, API_PATHS.geo, API_PATHS.nearestAirports]) expect(freshForMs(path)).toBeGreaterThanOrEqual(24 * 60 * MINUTE);
  });

  it('reads a URL path under a base path by the endpoint it ends with', () => {
    expect(freshForMs(`/weather-service${API_PATHS.airQuality}`)).toBe(60 * MINUTE);
  });

  it('treats an answer of no known endpoint as fresh for the shortest time', () => {
    expect(freshForMs('/api/py/unknown')).toBe(15 * MINUTE);
    expect(freshForMs(undefined)).toBe(15 * MINUTE);
  });
});
