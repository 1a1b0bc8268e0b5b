import { distance } from 'geokdbush';
import { describe, expect, it } from 'vitest';
import { annualMeans, LOCAL_RADIUS_KM } from '../../../src/mocks/air-quality/annual-means';
import { measuredCities, parseMeasuredCities } from '../../../src/mocks/air-quality/measured-cities';
import { REMOTE_AIR } from '../../../src/mocks/air-quality/regional-background';

describe('annualMeans', () => {
  it('gives a measured city about its own published means', () => {
    const cities = measuredCities();
    // Every 97th city: a spread over the world without weighing every line.
    for (let i = 0; i < cities.count; i += 97) {
      const means = annualMeans(cities.lat[i]!, cities.lon[i]!);
      // Neighbours within a few kilometres pull it some way, as they should.
      expect(means.pm2_5 / cities.means.pm2_5[i]!).toBeGreaterThan(0.5);
      expect(means.pm2_5 / cities.means.pm2_5[i]!).toBeLessThan(2);
    }
  });

  it('falls to the air of the open ocean far from every measured city', () => {
    const pacific = annualMeans(-5, -140);
    expect(pacific.pm2_5).toBeCloseTo(REMOTE_AIR.pm2_5, 0);
    expect(pacific.no2).toBeCloseTo(REMOTE_AIR.no2, 0);
  });

  it('changes smoothly along a line through cities, with no jump where one drops out of reach', () => {
    // Delhi to Lahore, 430 km, crossing the local radius of many cities on the way.
    const [fromLat, fromLon, toLat, toLon] = [28.65, 77.23, 31.55, 74.34];
    const steps = 2000;
    const stepKm = distance(fromLon, fromLat, toLon, toLat) / steps;
    expect(stepKm).toBeLessThan(LOCAL_RADIUS_KM / 500);
    let previous = annualMeans(fromLat, fromLon);
    for (let i = 1; i <= steps; i++) {
      const f = i / steps;
      const next = annualMeans(fromLat + f * (toLat - fromLat), fromLon + f * (toLon - fromLon));
      for (const pollutant of ['pm2_5', 'pm10', 'no2'] as const) {
        expect(Math.abs(next[pollutant] / previous[pollutant] - 1), `${pollutant} at step ${i}`).toBeLessThan(0.02);
      }
      previous = next;
    }
  });

  it('ranks the dirtiest and the cleanest capitals as the measurements do', () => {
    const delhi = annualMeans(28.65, 77.23);
    const beijing = annualMeans(39.91, 116.4);
    const london = annualMeans(51.51, -0.13);
    const helsinki = annualMeans(60.17, 24.94);
    expect(delhi.pm2_5).toBeGreaterThan(beijing.pm2_5);
    expect(beijing.pm2_5).toBeGreaterThan(london.pm2_5);
    expect(london.pm2_5).toBeGreaterThan(helsinki.pm2_5);
  });
});

describe('parseMeasuredCities', () => {
  it('reads one city a line', () => {
    const cities = parseMeasuredCities('\n51.51;-0.13;12;21;39\n28.65;77.23;109;221;71\n');
    expect(cities.count).toBe(2);
    expect([cities.lat[1], cities.lon[1], cities.means.pm2_5[1], cities.means.pm10[1], cities.means.no2[1]]).toEqual([28.65, 77.23, 109, 221, 71]);
  });

  it.each(['51.51;-0.13;12;21', '51.51;-0.13;;21;39', 'x;-0.13;12;21;39'])('rejects the malformed line "%s"', (line) => {
    expect(() => parseMeasuredCities(line)).toThrow(/malformed line/);
  });
});
