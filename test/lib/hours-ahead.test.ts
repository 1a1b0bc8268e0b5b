import { describe, expect, it } from 'vitest';
import { hoursAhead } from '../../src/lib/hours-ahead';

const HOUR = 3_600_000;

describe('hoursAhead works on instants', () => {
  it('starts at the hour under way and keeps 24 hours', () => {
    const starts = Array.from({ length: 168 }, (_, i) => i * HOUR);
    expect(hoursAhead(starts, 30 * HOUR + 1)).toEqual([30, 54]);
    expect(hoursAhead(starts, 167 * HOUR + 5)).toEqual([167, 168]);
    expect(hoursAhead(starts, 168 * HOUR)).toEqual([168, 168]);
  });
});
