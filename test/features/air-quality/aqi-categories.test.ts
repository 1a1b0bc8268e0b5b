import { describe, expect, it } from 'vitest';
import { AQI_BANDS, AQI_CATEGORIES, aqiBarPosition, categoryForAqi } from '../../../src/features/air-quality/aqi-categories';

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('categoryForAqi', () => {
  it.each([
    [0, 'Good', '#00E400'],
    [50, 'Good', '#00E400'],
    [51, 'Moderate', '#FFFF00'],
    [100, 'Moderate', '#FFFF00'],
    [101, 'Unhealthy for Sensitive Groups', '#FF7E00'],
    [150, 'Unhealthy for Sensitive Groups', '#FF7E00'],
    [151, 'Unhealthy', '#FF0000'],
    [200, 'Unhealthy', '#FF0000'],
    [201, 'Very Unhealthy', '#8F3F97'],
    [300, 'Very Unhealthy', '#8F3F97'],
    [301, 'Hazardous', '#7E0023'],
    [500, 'Hazardous', '#7E0023'],
  ])('puts AQI %i in %s with colour %s', (aqi, name, color) => {
    const category = categoryForAqi(aqi);
    expect(category.name).toBe(name);
    expect(category.color).toBe(color);
  });

  it('counts an AQI beyond the index as Hazardous', () => {
    expect(categoryForAqi(650).level).toBe('hazardous');
  });

  it('rejects an AQI that is negative or not a number', () => {
    expect(() => categoryForAqi(-1)).toThrow(RangeError);
    expect(() => categoryForAqi(Number.NaN)).toThrow(RangeError);
  });

  it.each(AQI_CATEGORIES.map((category) => [category.name, category] as const))(
    'keeps AA contrast for the text on the %s colour',
    (_name, category) => {
      expect(contrast(category.color, category.textColor)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('gives each category its own health message', () => {
    expect(categoryForAqi(10).healthMessage).toBe('Air quality is satisfactory, and air pollution poses little or no risk.');
    expect(new Set(AQI_CATEGORIES.map((category) => category.healthMessage)).size).toBe(6);
  });
});

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

  it('places every AQI inside the band of its own category', () => {
    for (let aqi = 0; aqi <= 500; aqi += 1) {
      const band = AQI_BANDS.find((candidate) => candidate.category === categoryForAqi(aqi))!;
      const start = AQI_BANDS.slice(0, AQI_BANDS.indexOf(band)).reduce((sum, b) => sum + b.width, 0);
      const position = aqiBarPosition(aqi);
      expect(position).toBeGreaterThanOrEqual(start - 1e-9);
      expect(position).toBeLessThanOrEqual(start + band.width + 1e-9);
    }
  });
});
