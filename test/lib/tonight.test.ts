import { describe, expect, it } from 'vitest';
import { placeClock } from '../../src/lib/local-time';
import { NIGHT_UNTIL, readsAsTonight } from '../../src/lib/tonight';

const UTC = placeClock('UTC', 0);
/** An hour of today, 15 January, and one of tomorrow, on a UTC clock. */
const today = (hour: number) => Date.UTC(2027, 0, 15, hour);
const tomorrow = (hour: number) => Date.UTC(2027, 0, 16, hour);

describe('tomorrow’s hours that read as tonight', () => {
  it('are its small hours, seen from today’s day or evening', () => {
    expect(readsAsTonight(tomorrow(2), today(21), UTC)).toBe(true);
    expect(readsAsTonight(tomorrow(NIGHT_UNTIL - 1), today(NIGHT_UNTIL), UTC)).toBe(true);
    expect(readsAsTonight(tomorrow(NIGHT_UNTIL), today(21), UTC)).toBe(false);
    expect(readsAsTonight(tomorrow(11), today(21), UTC)).toBe(false);
  });

  it('are none once this night is under way: at 02:00, 01:00 tomorrow is the next night', () => {
    expect(readsAsTonight(tomorrow(1), today(2), UTC)).toBe(false);
    expect(readsAsTonight(tomorrow(1), today(NIGHT_UNTIL - 1), UTC)).toBe(false);
  });
});
