import { describe, expect, it } from 'vitest';
import { uvCategory } from '../../../src/features/forecast/uv-category';
import { compassName, compassPoint } from '../../../src/features/forecast/wind';

describe('wind direction names', () => {
  it('names the 16 compass points, wrapping at 360°', () => {
    expect(compassPoint(0)).toBe('N');
    expect(compassPoint(225)).toBe('SW');
    expect(compassPoint(22)).toBe('NNE');
    expect(compassPoint(359)).toBe('N');
    expect(compassPoint(-90)).toBe('W');
    expect(compassName(202.5)).toBe('south-south-west');
    expect(compassName(45)).toBe('north-east');
  });
});

describe('UV index categories (WHO)', () => {
  it('puts each boundary in the right category', () => {
    expect([0, 2, 3, 5, 6, 7, 8, 10, 11].map(uvCategory)).toEqual([
      'Low', 'Low', 'Moderate', 'Moderate', 'High', 'High', 'Very high', 'Very high', 'Extreme',
    ]);
  });
});
