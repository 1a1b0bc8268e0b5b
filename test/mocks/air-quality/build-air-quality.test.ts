import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AirQualityResponseSchema, type AqiLevel } from '../../../src/api/schemas/air-quality';
import { computeAqi } from '../../../src/mocks/air-quality/aqi';
import { AIR_QUALITY_SOURCE, buildAirQuality } from '../../../src/mocks/air-quality/build-air-quality';
import { concentrationsAt } from '../../../src/mocks/air-quality/concentrations';
import { WHO_2021_SHORT_TERM } from '../../../src/mocks/air-quality/who-guidelines';
import type { WeatherPlace } from '../../../src/mocks/weather/place';
import { kolkata, namedPlaces, syntheticPlaces, zurich } from '../weather/places';

const HOUR = 3_600_000;

describe('buildAirQuality', () => {
  it('produces bodies the valibot schema accepts', () => {
    for (const place of [...namedPlaces, ...syntheticPlaces(50)]) {
      for (const iso of ['2026-01-10T06:00:00Z', '2026-07-18T13:59:00Z']) {
        const body = buildAirQuality(place, new Date(iso));
        expect(() => v.parse(AirQualityResponseSchema, body)).not.toThrow();
      }
    }
  });

  it('is deterministic and constant within a local hour', () => {
    const a = buildAirQuality(kolkata, new Date('2026-03-10T08:31:00Z')); // 14:01 IST
    const b = buildAirQuality(kolkata, new Date('2026-03-10T09:29:00Z')); // 14:59 IST
    expect(buildAirQuality(kolkata, new Date('2026-03-10T08:31:00Z'))).toEqual(a);
    expect(b.pollutants).toEqual(a.pollutants);
    expect(buildAirQuality(kolkata, new Date('2026-03-10T09:31:00Z')).pollutants).not.toEqual(a.pollutants);
  });

  it('indexes the reported concentrations, names the source and stamps the time', () => {
    const now = new Date('2026-03-10T08:31:00Z');
    const body = buildAirQuality(zurich, now);
    const recomputed = computeAqi(body.pollutants);
    expect(body.aqi).toBe(recomputed.aqi);
    expect(body.subIndexes).toEqual(recomputed.subIndexes);
    expect(body.dominantPollutant).toBe(recomputed.dominantPollutant);
    expect(body.source).toBe(AIR_QUALITY_SOURCE);
    expect(body.fetchedAt).toBe('2026-03-10T08:31:00.000Z');
    expect(body.whoGuidelines).toEqual(WHO_2021_SHORT_TERM);
    expect(body.whoGuidelines).toEqual({ pm2_5: 15, pm10: 45, o3: 100, no2: 25, so2: 40, co: 4000 });
  });

  it('is good or moderate most of the time in most of the world', () => {
    const counts = new Map<AqiLevel, number>();
    let total = 0;
    for (const place of syntheticPlaces(100)) {
      for (let h = 0; h < 24 * 365; h += 24 * 12 + 7) {
        const { level } = buildAirQuality(place, new Date(Date.UTC(2026, 0, 1) + h * HOUR));
        counts.set(level, (counts.get(level) ?? 0) + 1);
        total++;
      }
    }
    expect(((counts.get('good') ?? 0) + (counts.get('moderate') ?? 0)) / total).toBeGreaterThan(0.75);
    expect(counts.get('good') ?? 0).toBeGreaterThan(0);
  });
});

describe('concentrationsAt', () => {
  const mean = (place: WeatherPlace, localHours: readonly number[], pick: (c: ReturnType<typeof concentrationsAt>) => number): number => {
    let sum = 0;
    let n = 0;
    for (let day = 0; day < 60; day++) {
      for (const hour of localHours) {
        // Zurich in June is UTC+2.
        sum += pick(concentrationsAt(place, Date.UTC(2026, 5, 1 + day, hour - 2, 30)));
        n++;
      }
    }
    return sum / n;
  };

  it('peaks NO2 and CO in the rush hours and O3 in the afternoon', () => {
    const city = { ...zurich, population: 2_000_000 };
    expect(mean(city, [8], (c) => c.no2)).toBeGreaterThan(1.3 * mean(city, [3], (c) => c.no2));
    expect(mean(city, [18], (c) => c.co)).toBeGreaterThan(1.2 * mean(city, [3], (c) => c.co));
    expect(mean(city, [15], (c) => c.o3)).toBeGreaterThan(1.5 * mean(city, [3], (c) => c.o3));
  });

  it('never goes negative', () => {
    for (const place of syntheticPlaces(100)) {
      const c = concentrationsAt(place, Date.UTC(2026, 0, 1));
      for (const value of Object.values(c)) expect(value).toBeGreaterThanOrEqual(0);
    }
  });
});
