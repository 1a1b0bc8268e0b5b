import { describe, expect, it } from 'vitest';
import { AQI_BANDS, aqiBarPosition } from '../../../src/features/air-quality/aqi-bar';

describe('the EPA-scaled bar', () => {
  it('draws each band as wide as its AQI span, not evenly', () => {
    expect(AQI_BANDS.map((band) => [band.from, band.to])).toEqual([
      [0, 50], [50, 100], [100, 150], [150, 200], [200, 300], [300, 500],
    ]);
    expect(AQI_BANDS.map((band) => band.width)).toEqual([0.1, 0.1, 0.1, 0.1, 0.2, 0.4]);
  });

  it.each([
    [0, 0],
    [50, 0.1],
    [51, 0.102],
    [150, 0.3],
    [250, 0.5],
    [301, 0.602],
    [500, 1],
    [700, 1],
  ])('places AQI %i at %f of the bar', (aqi, position) => {
    expect(aqiBarPosition(aqi)).toBeCloseTo(position, 10);
  });

  it('places every AQI of a category inside that category’s band', () => {
    let start = 0;
    for (const band of AQI_BANDS) {
      for (let aqi = band.category.min; aqi <= band.category.max; aqi += 1) {
        expect(aqiBarPosition(aqi)).toBeGreaterThanOrEqual(start - 1e-9);
        expect(aqiBarPosition(aqi)).toBeLessThanOrEqual(start + band.width + 1e-9);
      }
      start += band.width;
    }
  });

  it('rejects an AQI that is negative or not a number', () => {
    expect(() => aqiBarPosition(-1)).toThrow(RangeError);
    expect(() => aqiBarPosition(Number.NaN)).toThrow(RangeError);
  });
});
