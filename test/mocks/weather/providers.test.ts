import { describe, expect, it } from 'vitest';
import { CURRENT_SOURCES, WEATHER_PROVIDERS } from '../../../src/api/schemas/weather';
import { buildWeather } from '../../../src/mocks/weather/forecast';
import {
  NOWCAST_MAX_LAT,
  NOWCAST_MIN_LAT,
  findPlaceWithNowcast,
  hasNowcast,
} from '../../../src/mocks/weather/nowcast';
import {
  STATION_CITY_POPULATION,
  currentSource,
  findPlaceWithCurrentSource,
  findPlaceWithProvider,
  weatherProvider,
} from '../../../src/mocks/weather/providers';
import { longyearbyen, syntheticPlaces, zurich } from './places';

const places = syntheticPlaces(1000);
const now = new Date('2026-05-02T09:12:00Z');

describe('weather provider and current source', () => {
  it('reaches every X-Weather-Provider value, each through findPlaceWithProvider', () => {
    for (const provider of WEATHER_PROVIDERS) {
      const place = findPlaceWithProvider(places, provider);
      expect(place, provider).toBeDefined();
      expect(buildWeather(place!, now).provider).toBe(provider);
    }
  });

  it('reaches every X-Current-Source value, each through findPlaceWithCurrentSource', () => {
    for (const source of CURRENT_SOURCES) {
      const place = findPlaceWithCurrentSource(places, source);
      expect(place, source).toBeDefined();
      expect(buildWeather(place!, now).currentSource).toBe(source);
    }
  });

  it('makes the fallback provider rare (3-12 % of places)', () => {
    const share = places.filter((p) => weatherProvider(p) === 'fallback').length / places.length;
    expect(share).toBeGreaterThan(0.03);
    expect(share).toBeLessThan(0.12);
  });

  it('gives every big city a station unless nothing upstream answered', () => {
    for (const place of places.filter((p) => p.population >= STATION_CITY_POPULATION)) {
      expect(currentSource(place)).toBe(weatherProvider(place) === 'fallback' ? 'fallback' : 'stationkit');
    }
  });

  it('keeps a place on the same provider whatever the time', () => {
    expect(buildWeather(zurich, new Date('2026-01-01T00:00:00Z')).provider).toBe(
      buildWeather(zurich, new Date('2026-08-01T12:00:00Z')).provider,
    );
  });
});

describe('nowcast availability', () => {
  it('has no nowcast outside the radar latitude band, e.g. Longyearbyen at 78° N', () => {
    expect(hasNowcast(longyearbyen)).toBe(false);
    expect(buildWeather(longyearbyen, now).body.minutely).toBeNull();
    expect(hasNowcast({ slug: 'anything', lat: NOWCAST_MAX_LAT + 0.01 })).toBe(false);
    expect(hasNowcast({ slug: 'anything', lat: NOWCAST_MIN_LAT - 0.01 })).toBe(false);
  });

  it('has a nowcast for most places inside the band and none for about one in ten', () => {
    const inside = places.filter((p) => p.lat >= NOWCAST_MIN_LAT && p.lat <= NOWCAST_MAX_LAT);
    const share = inside.filter((p) => hasNowcast(p)).length / inside.length;
    expect(share).toBeGreaterThan(0.8);
    expect(share).toBeLessThan(0.97);
  });

  it('finds a place of each kind and builds minutely accordingly', () => {
    const inside = places.filter((p) => p.lat >= NOWCAST_MIN_LAT && p.lat <= NOWCAST_MAX_LAT);
    const without = findPlaceWithNowcast(inside, false)!;
    const withNowcast = findPlaceWithNowcast(inside, true)!;
    expect(buildWeather(without, now).body.minutely).toBeNull();
    const minutely = buildWeather(withNowcast, now).body.minutely;
    expect(minutely?.precipitation).toHaveLength(4);
    for (const amount of minutely?.precipitation ?? []) expect(amount).toBeGreaterThanOrEqual(0);
  });
});
