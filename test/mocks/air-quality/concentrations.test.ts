import { describe, expect, it } from 'vitest';
import type { AqiLevel } from '../../../src/api/schemas/air-quality';
import { computeAqi } from '../../../src/mocks/air-quality/aqi';
import { concentrationsAt, type Concentrations } from '../../../src/mocks/air-quality/concentrations';
import type { WeatherPlace } from '../../../src/mocks/weather/place';

function city(slug: string, lat: number, lon: number, timezone: string): WeatherPlace {
  return { slug, lat, lon, timezone, population: 1_000_000 };
}

/**
 * Annual-mean PM2.5 (µg/m³) of the latest year each city reports in the WHO Ambient Air Quality
 * Database, v9 (2022), typed here from the spreadsheet rather than read from the mock's table.
 */
const PUBLISHED: readonly (readonly [WeatherPlace, number])[] = [
  [city('stockholm', 59.33, 18.07, 'Europe/Stockholm'), 5.9],
  [city('helsinki', 60.17, 24.94, 'Europe/Helsinki'), 7.3],
  [city('toronto', 43.7, -79.42, 'America/Toronto'), 7.6],
  [city('zurich', 47.38, 8.54, 'Europe/Zurich'), 9.5],
  [city('london', 51.51, -0.13, 'Europe/London'), 11.4],
  [city('paris', 48.85, 2.35, 'Europe/Paris'), 15.5],
  [city('sao-paulo', -23.55, -46.63, 'America/Sao_Paulo'), 16.7],
  [city('mexico-city', 19.43, -99.13, 'America/Mexico_City'), 22.7],
  [city('bangkok', 13.75, 100.5, 'Asia/Bangkok'), 23.1],
  [city('seoul', 37.57, 126.98, 'Asia/Seoul'), 25],
  [city('tehran', 35.69, 51.42, 'Asia/Tehran'), 31.4],
  [city('beijing', 39.91, 116.4, 'Asia/Shanghai'), 37],
  [city('ulaanbaatar', 47.91, 106.88, 'Asia/Ulaanbaatar'), 60],
  [city('dhaka', 23.71, 90.41, 'Asia/Dhaka'), 86.5],
  [city('delhi', 28.65, 77.23, 'Asia/Kolkata'), 105],
];

/** A year sampled every 4th day at three hours that move round the clock from day to day. */
function yearSamples(place: WeatherPlace): Concentrations[] {
  const samples: Concentrations[] = [];
  for (let day = 0; day < 365; day += 4) {
    for (const hour of [0, 8, 16]) samples.push(concentrationsAt(place, Date.UTC(2026, 0, 1 + day, hour + (day % 8))));
  }
  return samples;
}

function ranks(values: readonly number[]): number[] {
  const order = values.map((value, i) => [value, i] as const).sort((a, b) => a[0] - b[0]);
  const result: number[] = [];
  order.forEach(([, i], rank) => (result[i] = rank));
  return result;
}

function spearman(a: readonly number[], b: readonly number[]): number {
  const ra = ranks(a);
  const rb = ranks(b);
  const n = a.length;
  const d2 = ra.reduce((sum, r, i) => sum + (r - rb[i]!) ** 2, 0);
  return 1 - (6 * d2) / (n * (n * n - 1));
}

describe('a year of the mock air in cities with published means', () => {
  const years = PUBLISHED.map(([place, published]) => ({ place, published, samples: yearSamples(place) }));
  const mean = (samples: readonly Concentrations[]): number => samples.reduce((sum, c) => sum + c.pm2_5, 0) / samples.length;

  it.each(years.map((year) => [year.place.slug, year] as const))('keeps %s within a factor of 2 of its published PM2.5', (_, year) => {
    const ratio = mean(year.samples) / year.published;
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });

  it('ranks the cities as the published means do', () => {
    const mock = years.map((year) => mean(year.samples));
    expect(spearman(mock, years.map((year) => year.published))).toBeGreaterThan(0.9);
    // Cities at least twice apart in the measurements never swap.
    const stockholm = mock[0]!;
    const london = mock[4]!;
    const mexicoCity = mock[7]!;
    const beijing = mock[11]!;
    const delhi = mock[14]!;
    expect([stockholm < london, london < mexicoCity, mexicoCity < beijing, beijing < delhi]).toEqual([true, true, true, true]);
  });

  it('shows every AQI level somewhere in these cities over the year', () => {
    const levels = new Set<AqiLevel>(years.flatMap((year) => year.samples.map((c) => computeAqi(c).level)));
    expect([...levels].sort()).toEqual(
      ['good', 'moderate', 'unhealthy_sensitive', 'unhealthy', 'very_unhealthy', 'hazardous'].sort(),
    );
  });
});

describe('concentrationsAt in space', () => {
  it('gives neighbours a kilometre apart nearly the same air, as their weather is', () => {
    for (const [place] of PUBLISHED) {
      const neighbour = { ...place, slug: `${place.slug}-east`, lon: place.lon + 0.01 };
      for (const iso of ['2026-02-03T07:00:00Z', '2026-08-19T15:00:00Z']) {
        const here = concentrationsAt(place, Date.parse(iso));
        const there = concentrationsAt(neighbour, Date.parse(iso));
        expect(Math.abs(there.pm2_5 / here.pm2_5 - 1), place.slug).toBeLessThan(0.1);
        expect(Math.abs(there.no2 / here.no2 - 1), place.slug).toBeLessThan(0.1);
      }
    }
  });
});
