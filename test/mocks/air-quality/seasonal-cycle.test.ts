import { describe, expect, it } from 'vitest';
import { concentrationsAt } from '../../../src/mocks/air-quality/concentrations';
import { seasonalFactors } from '../../../src/mocks/air-quality/seasonal-cycle';

/** Mid-month day of the year, January = 0. */
const midMonth = (month: number): number => month * 30.44 + 15;

function pmIn(lat: number, lon: number, month: number): number {
  return seasonalFactors(lat, lon, midMonth(month)).pm;
}

describe('seasonalFactors', () => {
  it.each([
    ['Delhi', 28.65, 77.23],
    ['Beijing', 39.91, 116.4],
    ['Lagos', 6.45, 3.39],
    ['Riyadh', 24.69, 46.72],
    ['Zurich', 47.38, 8.54],
    ['Santiago de Chile', -33.45, -70.67],
    ['Singapore', 1.29, 103.85],
    ['on the edge of two regions', 23.5, 95],
  ])('averages about 1 over the year in %s, so the year keeps its published mean', (_, lat, lon) => {
    let pm = 0;
    let no2 = 0;
    for (let day = 0; day < 365; day++) {
      const factors = seasonalFactors(lat, lon, day + 0.5);
      pm += factors.pm / 365;
      no2 += factors.no2 / 365;
    }
    expect(pm).toBeCloseTo(1, 1);
    expect(no2).toBeCloseTo(1, 1);
  });

  it('peaks where the regions burn, heat or blow dust, in their own seasons', () => {
    // Crop burning and winter inversions in the Indo-Gangetic Plain, monsoon in July.
    expect(pmIn(28.65, 77.23, 10)).toBeGreaterThan(3 * pmIn(28.65, 77.23, 6));
    // Coal heating on the North China Plain.
    expect(pmIn(39.91, 116.4, 0)).toBeGreaterThan(1.5 * pmIn(39.91, 116.4, 7));
    // Harmattan dust and dry-season fires in West Africa.
    expect(pmIn(6.45, 3.39, 0)).toBeGreaterThan(2.5 * pmIn(6.45, 3.39, 7));
    // The burning season of northern Thailand.
    expect(pmIn(18.79, 98.98, 2)).toBeGreaterThan(3 * pmIn(18.79, 98.98, 7));
    // Spring dust in the Middle East.
    expect(seasonalFactors(24.69, 46.72, midMonth(3)).dust).toBeGreaterThan(1.5 * seasonalFactors(24.69, 46.72, midMonth(10)).dust);
    // Winter heating in both hemispheres' mid-latitudes, in their own winters.
    expect(pmIn(47.38, 8.54, 0)).toBeGreaterThan(1.3 * pmIn(47.38, 8.54, 6));
    expect(pmIn(-33.45, -70.67, 6)).toBeGreaterThan(1.3 * pmIn(-33.45, -70.67, 0));
    // No heating season on the equator.
    expect(pmIn(-1.29, 36.82, 0)).toBeCloseTo(pmIn(-1.29, 36.82, 6), 1);
  });

  it('changes smoothly across the edge of a region', () => {
    // Walking east out of the Indo-Gangetic Plain in November, 0.01° at a time.
    let previous = pmIn(25, 88, 10);
    for (let lon = 88.01; lon <= 98; lon += 0.01) {
      const next = pmIn(25, lon, 10);
      expect(Math.abs(next - previous)).toBeLessThan(0.01);
      previous = next;
    }
  });
});

describe('the season in the mock air', () => {
  it("gives Delhi's November several times July's PM2.5", () => {
    const monthMean = (month: number): number => {
      let sum = 0;
      for (let day = 1; day <= 28; day += 3) {
        for (const hour of [2, 9, 15, 21]) sum += concentrationsAt(
          { slug: 'delhi', lat: 28.65, lon: 77.23, timezone: 'Asia/Kolkata', population: 1e7 },
          Date.UTC(2026, month, day, hour),
        ).pm2_5;
      }
      return sum;
    };
    expect(monthMean(10)).toBeGreaterThan(3 * monthMean(6));
  });
});
