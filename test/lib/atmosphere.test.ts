import { describe, expect, it } from 'vitest';
import { dewPoint, pressureTrend, seaLevelPressure, STEADY_WITHIN_HPA } from '../../src/lib/atmosphere';

describe('pressure at sea level', () => {
  // ICAO standard atmosphere: the pressure and temperature at each height reduce to 1013.25 hPa.
  it.each([
    [0, 1013.25, 15],
    [408, 965.19, 12.35],
    [1000, 898.76, 8.5],
    [2000, 794.95, 2.0],
    [3000, 701.12, -4.5],
  ])('reduces %d m of the standard atmosphere (%d hPa at %d °C) to 1013.25 hPa', (elevation, hpa, celsius) => {
    expect(Math.abs(seaLevelPressure(hpa, elevation, celsius) - 1013.25)).toBeLessThan(0.2);
  });

  it('reads a colder column as denser: the same station pressure reduces higher when colder', () => {
    expect(seaLevelPressure(943, 600, -10)).toBeGreaterThan(seaLevelPressure(943, 600, 25));
  });
});

describe('the pressure trend over three hours', () => {
  it('is steady within a hectopascal, else rising or falling', () => {
    expect(pressureTrend(1013, 1013 + STEADY_WITHIN_HPA - 0.1)).toBe('steady');
    expect(pressureTrend(1013, 1013 - STEADY_WITHIN_HPA + 0.1)).toBe('steady');
    expect(pressureTrend(1013, 1015)).toBe('rising');
    expect(pressureTrend(1013, 1010)).toBe('falling');
  });
});

describe('the dew point', () => {
  // Reference dew points (°C) from the NWS/NOAA dew point tables, over water.
  it.each([
    [20, 50, 9.3],
    [30, 70, 23.9],
    [0, 80, -3.0],
    [-10, 60, -16.3],
    [25, 100, 25.0],
  ])('at %d °C and %d %% humidity is %d °C, within 0.35 °C', (celsius, humidity, expected) => {
    expect(Math.abs(dewPoint(celsius, humidity) - expected)).toBeLessThanOrEqual(0.35);
  });
});
