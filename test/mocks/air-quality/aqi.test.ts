import { describe, expect, it } from 'vitest';
import { aqiLevel, computeAqi } from '../../../src/mocks/air-quality/aqi';
import { toMicrograms } from '../../../src/mocks/air-quality/epa-breakpoints';

describe('aqiLevel', () => {
  it.each([
    [0, 'good'], [50, 'good'],
    [51, 'moderate'], [100, 'moderate'],
    [101, 'unhealthy_sensitive'], [150, 'unhealthy_sensitive'],
    [151, 'unhealthy'], [200, 'unhealthy'],
    [201, 'very_unhealthy'], [300, 'very_unhealthy'],
    [301, 'hazardous'], [500, 'hazardous'],
  ] as const)('names AQI %i "%s"', (aqi, level) => {
    expect(aqiLevel(aqi)).toBe(level);
  });
});

describe('computeAqi', () => {
  it('takes the highest sub-index and names its pollutant', () => {
    const result = computeAqi({
      pm2_5: 12.0, // 56
      pm10: 200, // 123
      o3: toMicrograms('o3', 0.06), // 67
      no2: 20, so2: 5, co: 300, nh3: 50,
    });
    expect(result.aqi).toBe(123);
    expect(result.dominantPollutant).toBe('pm10');
    expect(result.level).toBe('unhealthy_sensitive');
    expect(result.subIndexes).toMatchObject({ pm2_5: 56, pm10: 123, o3: 67 });
  });

  it('gives NH3 no sub-index', () => {
    const result = computeAqi({ pm2_5: 1, nh3: 500 });
    expect(result.subIndexes).toEqual({ pm2_5: 6 });
    expect('nh3' in result.subIndexes).toBe(false);
  });

  it('reports no dominant pollutant when every sub-index is 0', () => {
    expect(computeAqi({ pm2_5: 0, pm10: 0, o3: 0, no2: 0, so2: 0, co: 0, nh3: 3 })).toEqual({
      aqi: 0,
      level: 'good',
      dominantPollutant: null,
      subIndexes: { pm2_5: 0, pm10: 0, o3: 0, no2: 0, so2: 0, co: 0 },
    });
    expect(computeAqi({}).dominantPollutant).toBeNull();
  });

  it('breaks ties in favour of the first pollutant in contract order', () => {
    const result = computeAqi({ pm10: 54, pm2_5: 9.0 }); // both 50
    expect(result.aqi).toBe(50);
    expect(result.dominantPollutant).toBe('pm2_5');
  });

  it('caps the AQI at 500', () => {
    const result = computeAqi({ pm2_5: 900, pm10: 2000 });
    expect(result.aqi).toBe(500);
    expect(result.level).toBe('hazardous');
  });
});
