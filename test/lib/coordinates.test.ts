import { describe, expect, it } from 'vitest';
import { roundCoordinate, roundPoint } from '../../src/lib/coordinates';
import { coordinatePath } from '../../src/lib/place';

describe('coordinate rounding', () => {
  it('rounds to the four decimals that /at/ links carry', () => {
    expect(roundCoordinate(47.376_94)).toBe(47.3769);
    expect(roundCoordinate(-33.868_86)).toBe(-33.8689);
    expect(coordinatePath(47.376_94, -33.868_86)).toBe(`/at/${roundCoordinate(47.376_94)},${roundCoordinate(-33.868_86)}`);
  });

  it('keeps a point’s other parameters', () => {
    expect(roundPoint({ lat: 1.234_56, lon: 2.345_67, count: 5 })).toEqual({ lat: 1.2346, lon: 2.3457, count: 5 });
  });
});
