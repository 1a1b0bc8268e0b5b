import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { climateAt, placeClimate } from '../../../src/mocks/weather/climate';
import { CLIMATE_STATIONS } from '../../../src/mocks/weather/climate-stations';
import { dayOfYear } from '../../../src/mocks/weather/solar-day';

describe('climate normals table', () => {
  it('holds a few hundred plausible stations, tmax above tmin every month', () => {
    expect(CLIMATE_STATIONS.length).toBeGreaterThanOrEqual(200);
    for (const station of CLIMATE_STATIONS) {
      expect(Math.abs(station.lat), station.name).toBeLessThanOrEqual(90);
      expect(Math.abs(station.lon), station.name).toBeLessThanOrEqual(180);
      station.tmax.forEach((max, month) => expect(max, `${station.name} ${month}`).toBeGreaterThan(station.tmin[month]!));
      for (const mm of station.precipitation) expect(mm).toBeGreaterThanOrEqual(0);
      for (const days of station.wetDays) expect(days).toBeLessThanOrEqual(31);
    }
  });

  it('covers every continent and both polar regions', () => {
    const count = (test: (lat: number, lon: number) => boolean): number =>
      CLIMATE_STATIONS.filter((s) => test(s.lat, s.lon)).length;
    expect(count((lat, lon) => lat > 35 && lon > -25 && lon < 45)).toBeGreaterThan(20); // Europe
    expect(count((lat, lon) => lat < 35 && lat > -35 && lon > -20 && lon < 52)).toBeGreaterThan(20); // Africa
    expect(count((lat, lon) => lat > 0 && lon > 60)).toBeGreaterThan(30); // Asia
    expect(count((lat, lon) => lat > 12 && lon < -50)).toBeGreaterThan(30); // North America
    expect(count((lat, lon) => lat < 12 && lon < -34 && lon > -82)).toBeGreaterThan(20); // South America
    expect(count((lat, lon) => lat < -10 && lon > 110)).toBeGreaterThan(12); // Australia, New Zealand
    expect(count((lat) => lat > 66)).toBeGreaterThan(5);
    expect(count((lat) => lat < -60)).toBeGreaterThan(2);
  });
});

describe('placeClimate', () => {
  it("returns a station's own normals at the station", () => {
    for (const station of CLIMATE_STATIONS.slice(0, 40)) {
      const climate = placeClimate(station.lat, station.lon, station.elevationM);
      climate.tmax.forEach((max, month) => expect(max).toBeCloseTo(station.tmax[month]!, 6));
      climate.tmin.forEach((min, month) => expect(min).toBeCloseTo(station.tmin[month]!, 6));
    }
  });

  it('changes by a small fraction of a degree over 1 km, anywhere', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -80, max: 80, noNaN: true }),
        fc.double({ min: -180, max: 179.9, noNaN: true }),
        (lat, lon) => {
          const a = placeClimate(lat, lon);
          const b = placeClimate(lat + 0.009, lon);
          a.tmax.forEach((max, month) => expect(Math.abs(max - b.tmax[month]!)).toBeLessThan(0.5));
          a.tmin.forEach((min, month) => expect(Math.abs(min - b.tmin[month]!)).toBeLessThan(0.5));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('gets the climates that set places apart right', () => {
    const november = dayOfYear(Date.UTC(2026, 10, 15));
    const july = dayOfYear(Date.UTC(2026, 6, 15));
    const at = (lat: number, lon: number, doy: number): ReturnType<typeof climateAt> =>
      climateAt(placeClimate(lat, lon), doy);
    // Continental winter: Ulaanbaatar's November nights far colder than coastal Vladivostok's.
    expect(at(47.9, 106.9, november).tmin).toBeLessThan(-14);
    // Cold current: Lima cooler and drier than tropical Salvador at a similar latitude.
    expect(at(-12.05, -77.03, july).tmax).toBeLessThan(21);
    expect(at(-12.05, -77.03, july).precipitationPerDay).toBeLessThan(0.1);
    // Deserts dry, monsoon wet.
    expect(at(24.1, 32.9, july).precipitationPerDay).toBe(0);
    expect(at(19.07, 72.88, july).precipitationPerDay).toBeGreaterThan(20);
    // High plateau: La Paz nights below freezing in July.
    expect(at(-16.5, -68.15, july).tmin).toBeLessThan(0);
  });
});
