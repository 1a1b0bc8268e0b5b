import { describe, expect, it } from 'vitest';
import type { AirQualityResponse } from '../../../src/api/schemas/air-quality';
import { formatWhoRatio, pollutantRows } from '../../../src/features/air-quality/pollutants';

const result: AirQualityResponse = {
  aqi: 64,
  level: 'moderate',
  dominantPollutant: 'pm2_5',
  pollutants: { pm2_5: 31.5, pm10: 20, o3: 50, no2: 10, so2: 2, co: 300, nh3: 4.2 },
  subIndexes: { pm2_5: 64, pm10: 18, o3: 23, no2: 5, so2: 1, co: 3 },
  whoGuidelines: { pm2_5: 15, pm10: 45, o3: 100, no2: 25, so2: 40, co: 4000 },
  source: 'test',
  fetchedAt: '2026-01-01T00:00:00.000Z',
};

describe('pollutantRows', () => {
  it('lists all seven pollutants with the ratio of each concentration to its WHO guideline', () => {
    const rows = pollutantRows(result);
    expect(rows.map((row) => row.pollutant)).toEqual(['pm2_5', 'pm10', 'o3', 'no2', 'so2', 'co', 'nh3']);
    expect(rows[0]).toMatchObject({ concentration: 31.5, subIndex: 64, whoGuideline: 15, whoRatio: 2.1 });
  });

  it('gives NH3 neither a sub-index nor a WHO ratio', () => {
    const nh3 = pollutantRows(result).find((row) => row.pollutant === 'nh3');
    expect(nh3).toMatchObject({ concentration: 4.2, subIndex: undefined, whoGuideline: undefined, whoRatio: undefined });
  });
});

describe('formatWhoRatio', () => {
  it('says how many times the guideline a concentration is', () => {
    expect(formatWhoRatio(2.1, 'en')).toBe('2.1× WHO guideline');
    expect(formatWhoRatio(1, 'en')).toBe('1.0× WHO guideline');
    expect(formatWhoRatio(2.1, 'en', 'short')).toBe('2.1×');
  });

  it('keeps a small but present ratio from reading as zero', () => {
    expect(formatWhoRatio(0.004, 'en')).toBe('0.00× WHO guideline');
    expect(formatWhoRatio(0.075, 'en')).toBe('0.08× WHO guideline');
  });
});
