import { describe, expect, it } from 'vitest';
import { AQI_LEVELS, AQI_MAX } from '../../../src/api/schemas/air-quality';
import { AQI_CATEGORIES, categoryForLevel } from '../../../src/api/schemas/aqi-categories';

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

describe('the US EPA AQI categories', () => {
  it('cover every level of the API once, in order, and the whole index from 0 to 500 without a gap', () => {
    expect(AQI_CATEGORIES.map((category) => category.level)).toEqual([...AQI_LEVELS]);
    expect(AQI_CATEGORIES[0]!.min).toBe(0);
    expect(AQI_CATEGORIES.at(-1)!.max).toBe(AQI_MAX);
    AQI_CATEGORIES.slice(1).forEach((category, index) => expect(category.min).toBe(AQI_CATEGORIES[index]!.max + 1));
  });

  it.each([
    ['good', 0, 50, '#00E400'],
    ['moderate', 51, 100, '#FFFF00'],
    ['unhealthy_sensitive', 101, 150, '#FF7E00'],
    ['unhealthy', 151, 200, '#FF0000'],
    ['very_unhealthy', 201, 300, '#8F3F97'],
    ['hazardous', 301, 500, '#7E0023'],
  ] as const)('places level %s at AQI %i–%i, in EPA colour %s', (level, min, max, color) => {
    expect(categoryForLevel(level)).toMatchObject({ min, max, color });
  });

  it.each(AQI_CATEGORIES.map((category) => [category.level, category] as const))(
    'keeps AA contrast for the text on the %s colour',
    (_name, category) => {
      expect(contrast(category.color, category.textColor)).toBeGreaterThanOrEqual(4.5);
    },
  );
});
