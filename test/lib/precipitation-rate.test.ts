import { describe, expect, it } from 'vitest';
import { intensityOf, isWet, ratePerHour } from '../../src/lib/precipitation-rate';

describe('how hard rain falls', () => {
  it('reads an amount over some minutes as a rate per hour', () => {
    expect(ratePerHour(2, 15)).toBe(8);
    expect(ratePerHour(0.3, 60)).toBe(0.3);
  });

  it('is wet from 0.2 mm an hour, moderate from 2.5 and heavy from 7.6', () => {
    expect([0.19, 0.2].map(isWet)).toEqual([false, true]);
    expect([2.49, 2.5, 7.59, 7.6].map(intensityOf)).toEqual(['light', 'moderate', 'moderate', 'heavy']);
  });
});
