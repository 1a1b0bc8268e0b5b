import { describe, expect, it } from 'vitest';
import { compassDegrees, compassName, compassPoint } from '../../src/lib/compass';

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

  it('turns an abbreviation back into degrees, and nothing else into any', () => {
    expect(['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'].map(compassDegrees)).toEqual([0, 45, 90, 135, 180, 225, 270, 315]);
    expect(compassDegrees('WSW')).toBe(247.5);
    expect(compassDegrees(null)).toBeNull();
    expect(compassDegrees('up')).toBeNull();
  });
});
