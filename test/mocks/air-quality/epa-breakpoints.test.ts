import { describe, expect, it } from 'vitest';
import { INDEXED_POLLUTANTS, type IndexedPollutant } from '../../../src/api/schemas/air-quality';
import { subIndex, subIndexFromNative } from '../../../src/mocks/air-quality/aqi';
import {
  AQI_ROWS,
  EPA_SCALES,
  MICROGRAMS_PER_NATIVE_UNIT,
  toMicrograms,
  toNative,
  truncateNative,
  truncatedSteps,
} from '../../../src/mocks/air-quality/epa-breakpoints';

/**
 * The 2024 EPA table in native units, written out independently of the implementation:
 * [low, high, aqiLow, aqiHigh] per row.
 */
const EXPECTED: Record<IndexedPollutant, readonly (readonly [number, number, number, number])[]> = {
  pm2_5: [[0.0, 9.0, 0, 50], [9.1, 35.4, 51, 100], [35.5, 55.4, 101, 150], [55.5, 125.4, 151, 200], [125.5, 225.4, 201, 300], [225.5, 325.4, 301, 500]],
  pm10: [[0, 54, 0, 50], [55, 154, 51, 100], [155, 254, 101, 150], [255, 354, 151, 200], [355, 424, 201, 300], [425, 604, 301, 500]],
  o3: [[0.0, 0.054, 0, 50], [0.055, 0.07, 51, 100], [0.071, 0.085, 101, 150], [0.086, 0.105, 151, 200], [0.106, 0.2, 201, 300], [0.201, 0.404, 300, 300], [0.405, 0.604, 301, 500]],
  co: [[0.0, 4.4, 0, 50], [4.5, 9.4, 51, 100], [9.5, 12.4, 101, 150], [12.5, 15.4, 151, 200], [15.5, 30.4, 201, 300], [30.5, 50.4, 301, 500]],
  so2: [[0, 35, 0, 50], [36, 75, 51, 100], [76, 185, 101, 150], [186, 304, 151, 200], [305, 604, 201, 300], [605, 1004, 301, 500]],
  no2: [[0, 53, 0, 50], [54, 100, 51, 100], [101, 360, 101, 150], [361, 649, 151, 200], [650, 1249, 201, 300], [1250, 2049, 301, 500]],
};

describe('EPA 2024 breakpoint table', () => {
  it('matches the 2024 revision row for row', () => {
    for (const pollutant of INDEXED_POLLUTANTS) {
      expect(EPA_SCALES[pollutant].rows.map((r) => [r.low, r.high, r.aqiLow, r.aqiHigh]), pollutant).toEqual(
        EXPECTED[pollutant],
      );
    }
  });

  it('has contiguous rows once truncated, so no value can fall between two rows', () => {
    for (const pollutant of INDEXED_POLLUTANTS) {
      const { rows, decimals } = EPA_SCALES[pollutant];
      for (let i = 1; i < rows.length; i++) {
        const previousTop = Math.round(rows[i - 1]!.high * 10 ** decimals);
        expect(Math.round(rows[i]!.low * 10 ** decimals), `${pollutant} row ${i}`).toBe(previousTop + 1);
      }
    }
  });

  it('uses the six AQI categories', () => {
    expect(AQI_ROWS).toEqual([[0, 50], [51, 100], [101, 150], [151, 200], [201, 300], [301, 500]]);
  });
});

describe('sub-index at every breakpoint', () => {
  for (const pollutant of INDEXED_POLLUTANTS) {
    for (const [low, high, aqiLow, aqiHigh] of EXPECTED[pollutant]) {
      it(`${pollutant}: ${low} → ${aqiLow} and ${high} → ${aqiHigh} (native and via µg/m³)`, () => {
        expect(subIndexFromNative(pollutant, low)).toBe(aqiLow);
        expect(subIndexFromNative(pollutant, high)).toBe(aqiHigh);
        // Converted to µg/m³ and back: floating point must not push a boundary into the row below.
        expect(subIndex(pollutant, toMicrograms(pollutant, low))).toBe(aqiLow);
        expect(subIndex(pollutant, toMicrograms(pollutant, high))).toBe(aqiHigh);
      });
    }
  }

  it('gives the worked PM2.5 examples: 9.0 → 50, 9.1 → 51, 35.4 → 100, 35.5 → 101, 325.4 → 500', () => {
    expect(subIndex('pm2_5', 9.0)).toBe(50);
    expect(subIndex('pm2_5', 9.1)).toBe(51);
    expect(subIndex('pm2_5', 35.4)).toBe(100);
    expect(subIndex('pm2_5', 35.5)).toBe(101);
    expect(subIndex('pm2_5', 325.4)).toBe(500);
  });

  it('interpolates linearly inside a row and rounds to the nearest integer', () => {
    // (100 − 51) / (35.4 − 9.1) × (12.0 − 9.1) + 51 = 56.40…
    expect(subIndex('pm2_5', 12.0)).toBe(56);
    // (150 − 101) / (254 − 155) × (200 − 155) + 101 = 123.27…
    expect(subIndex('pm10', 200)).toBe(123);
    // 0.060 ppm O3: (100 − 51) / (0.070 − 0.055) × 0.005 + 51 = 67.33…
    expect(subIndexFromNative('o3', 0.06)).toBe(67);
  });
});

describe('EPA truncation', () => {
  it('truncates instead of rounding: PM2.5 9.09 → 9.0 → 50', () => {
    expect(truncateNative('pm2_5', 9.09)).toBe(9.0);
    expect(subIndex('pm2_5', 9.09)).toBe(50);
    expect(subIndex('pm2_5', 9.0999)).toBe(50);
  });

  it('truncates each pollutant to its EPA precision', () => {
    expect(truncateNative('pm10', 54.9)).toBe(54);
    expect(subIndex('pm10', 54.9)).toBe(50);
    expect(truncateNative('o3', 0.0549)).toBe(0.054);
    expect(subIndexFromNative('o3', 0.0549)).toBe(50);
    expect(truncateNative('co', 4.49)).toBe(4.4);
    expect(subIndexFromNative('co', 4.49)).toBe(50);
    expect(truncateNative('so2', 35.9)).toBe(35);
    expect(subIndexFromNative('so2', 35.9)).toBe(50);
    expect(truncateNative('no2', 53.99)).toBe(53);
    expect(subIndexFromNative('no2', 53.99)).toBe(50);
  });

  it('is not fooled by conversion error: 0.081 ppm O3 via µg/m³ (0.0809999…) stays 0.081', () => {
    expect(toNative('o3', toMicrograms('o3', 0.081)) * 1000).toBeLessThan(81); // the float error itself
    expect(truncatedSteps('o3', toNative('o3', toMicrograms('o3', 0.081)))).toBe(81);
    expect(truncatedSteps('no2', toNative('no2', toMicrograms('no2', 5)))).toBe(5);
  });

  it('indexes every representable native value the same directly and via µg/m³', () => {
    for (const pollutant of INDEXED_POLLUTANTS) {
      const { rows, decimals } = EPA_SCALES[pollutant];
      const scale = 10 ** decimals;
      const top = Math.round(rows[rows.length - 1]!.high * scale) + 5;
      const mismatches: number[] = [];
      for (let steps = 0; steps <= top; steps++) {
        const native = steps / scale;
        if (subIndex(pollutant, toMicrograms(pollutant, native)) !== subIndexFromNative(pollutant, native)) {
          mismatches.push(native);
        }
        if (truncatedSteps(pollutant, toNative(pollutant, toMicrograms(pollutant, native))) !== steps) mismatches.push(native);
      }
      expect(mismatches, pollutant).toEqual([]);
    }
  });

  it('counts truncated values in integer steps of the last kept digit', () => {
    expect(truncatedSteps('pm2_5', 9.1)).toBe(91);
    expect(truncatedSteps('o3', 0.055)).toBe(55);
    expect(truncatedSteps('o3', toNative('o3', toMicrograms('o3', 0.055)))).toBe(55);
    expect(truncatedSteps('pm2_5', -3)).toBe(0);
  });
});

describe('sub-index cap', () => {
  it('caps at 500 above the top of every table', () => {
    expect(subIndex('pm2_5', 325.5)).toBe(500);
    expect(subIndex('pm2_5', 5000)).toBe(500);
    expect(subIndex('pm10', 605)).toBe(500);
    expect(subIndexFromNative('o3', 0.605)).toBe(500);
    expect(subIndexFromNative('co', 50.5)).toBe(500);
    expect(subIndexFromNative('so2', 1005)).toBe(500);
    expect(subIndexFromNative('no2', 2050)).toBe(500);
    expect(subIndex('no2', Number.POSITIVE_INFINITY)).toBe(500);
  });

  it('treats negative concentrations as zero and rejects NaN', () => {
    expect(subIndex('pm2_5', -1)).toBe(0);
    expect(() => subIndex('pm2_5', Number.NaN)).toThrow(RangeError);
  });

  it('keeps ozone at 300 between the 8-hour table top (0.200 ppm) and the 1-hour hazardous row (0.405 ppm)', () => {
    expect(subIndexFromNative('o3', 0.2)).toBe(300);
    expect(subIndexFromNative('o3', 0.201)).toBe(300);
    expect(subIndexFromNative('o3', 0.3)).toBe(300);
    expect(subIndexFromNative('o3', 0.404)).toBe(300);
    expect(subIndexFromNative('o3', 0.405)).toBe(301);
  });
});

describe('unit conversion at 25 °C', () => {
  it('uses the contract factors', () => {
    expect(MICROGRAMS_PER_NATIVE_UNIT).toEqual({ pm2_5: 1, pm10: 1, o3: 1960, no2: 1.88, so2: 2.62, co: 1145 });
    expect(toNative('o3', 196)).toBeCloseTo(0.1, 12); // 100 ppb
    expect(toNative('no2', 188)).toBeCloseTo(100, 12);
    expect(toNative('so2', 262)).toBeCloseTo(100, 12);
    expect(toNative('co', 1145)).toBeCloseTo(1, 12);
    expect(toNative('pm2_5', 12.3)).toBe(12.3);
  });

  it('round-trips between native units and µg/m³', () => {
    for (const pollutant of INDEXED_POLLUTANTS) {
      for (const native of [0, 0.07, 1, 9.1, 53, 604]) {
        expect(toNative(pollutant, toMicrograms(pollutant, native))).toBeCloseTo(native, 9);
      }
    }
  });
});
