import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LAPSE_RATE_C_PER_KM, placeClimate } from '../../../src/mocks/weather/climate';
import { CLIMATE_STATIONS } from '../../../src/mocks/weather/climate-stations';
import { buildWeather } from '../../../src/mocks/weather/forecast';
import { SUMMIT_EXCESS_M } from '../../../src/mocks/weather/place-elevation';
import { terrainElevation } from '../../../src/mocks/weather/terrain';

const KM_IN_DEGREES = 1 / 111.2;

/** Mean of the twelve monthly mean temperatures, (max + min) / 2. */
function annualMean(lat: number, lon: number): number {
  const climate = placeClimate(lat, lon);
  return climate.tmax.reduce((sum, max, month) => sum + (max + climate.tmin[month]!) / 2, 0) / 12;
}

/** [name, real elevation m, lowland neighbour, lat, lon, the neighbour's lat, lon]. */
const MOUNTAIN_TOWNS = [
  ['Zermatt', 1608, 'Sion', 46.0207, 7.7491, 46.2331, 7.3606],
  ['St. Moritz', 1822, 'Lugano', 46.4978, 9.8393, 46.0101, 8.96],
  ['Davos', 1560, 'Zurich', 46.8027, 9.836, 47.3769, 8.5417],
  ['Leadville', 3094, 'Denver', 39.2508, -106.2925, 39.7392, -104.9847],
  ['La Paz', 3640, 'Caranavi', -16.5, -68.15, -15.8333, -67.5667],
  ['Quito', 2850, 'Santo Domingo', -0.2299, -78.525, -0.2522, -79.1754],
  ['Cusco', 3399, 'Quillabamba', -13.5226, -71.9673, -12.8634, -72.6927],
] as const;

describe('terrain elevation', () => {
  it('is sea level at sea and high on the plateaus', () => {
    expect(terrainElevation(40, -40)).toBe(0); // mid-Atlantic
    expect(terrainElevation(-30, 100)).toBe(0); // Indian Ocean
    expect(terrainElevation(33, 88)).toBeGreaterThan(4000); // Tibetan Plateau
    expect(terrainElevation(-18, -67.5)).toBeGreaterThan(3500); // Altiplano
    expect(terrainElevation(52, 5.5)).toBeLessThan(50); // the Netherlands
  });

  it('is seamless across the date line and the poles', () => {
    expect(terrainElevation(65, 179.9999)).toBeCloseTo(terrainElevation(65, -180.0001), 0);
    expect(terrainElevation(-90, 0)).toBeCloseTo(terrainElevation(-90, 120), 0);
    expect(terrainElevation(-90, 0)).toBeGreaterThan(2500); // the South Pole's ice
  });

  it('changes by far less than a lapse-rate degree (154 m) over 1 km, anywhere', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -89.9, max: 89.9, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        (lat, lon) => {
          const here = terrainElevation(lat, lon);
          expect(Math.abs(here - terrainElevation(lat + KM_IN_DEGREES, lon))).toBeLessThan(150);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('place elevation', () => {
  it("gives a station's own place the station's elevation, except on summits", () => {
    for (const station of CLIMATE_STATIONS) {
      const elevation = placeClimate(station.lat, station.lon).elevationM;
      if (station.elevationM - terrainElevation(station.lat, station.lon) > SUMMIT_EXCESS_M) {
        expect(elevation, station.name).toBeLessThan(station.elevationM - SUMMIT_EXCESS_M);
      } else {
        expect(elevation, station.name).toBeCloseTo(station.elevationM, 6);
      }
    }
  });

  it("does not lift the villages below a summit station to the summit's height", () => {
    // Urnäsch (830 m) and Appenzell (780 m) lie 8-10 km from the Säntis station (2,502 m).
    expect(placeClimate(47.3167, 9.2797).elevationM).toBeLessThan(1200);
    expect(placeClimate(47.3308, 9.4086).elevationM).toBeLessThan(1200);
  });

  it.each(MOUNTAIN_TOWNS)(
    '%s (%d m up) comes out within 400 m of its height and colder than %s below it',
    (_name, realElevation, _lowland, lat, lon, lowLat, lowLon) => {
      const town = placeClimate(lat, lon);
      const lowland = placeClimate(lowLat, lowLon);
      expect(Math.abs(town.elevationM - realElevation)).toBeLessThan(400);
      expect(town.elevationM - lowland.elevationM).toBeGreaterThan(800);
      // At least 70 % of what the lapse rate alone would give for the height difference.
      const lapse = (LAPSE_RATE_C_PER_KM * (town.elevationM - lowland.elevationM)) / 1000;
      expect(annualMean(lowLat, lowLon) - annualMean(lat, lon)).toBeGreaterThan(0.7 * lapse);
    },
  );

  it('keeps points 1 km apart at the same elevation within 2 °C, hour by hour', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -55, max: 75, noNaN: true }),
        fc.double({ min: -180, max: 179.99, noNaN: true }),
        fc.integer({ min: 0, max: 4500 }),
        fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2028, 11, 31) }),
        (lat, lon, elevation, ms) => {
          const now = new Date(ms);
          const place = { slug: 'point', lat, lon, timezone: 'UTC', population: 0, elevation };
          const a = buildWeather(place, now).body.hourly.temperature_2m;
          const b = buildWeather({ ...place, lat: lat + KM_IN_DEGREES }, now).body.hourly.temperature_2m;
          a.forEach((temperature, hour) => expect(Math.abs(temperature - b[hour]!)).toBeLessThan(2));
        },
      ),
      { numRuns: 80 },
    );
  });
});
