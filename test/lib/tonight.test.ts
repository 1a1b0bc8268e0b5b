import { describe, expect, it } from 'vitest';
import { NIGHT_UNTIL, readsAsTonight } from '../../src/lib/tonight';

describe('tomorrow’s hours that read as tonight', () => {
  it('are its small hours, seen from today’s day or evening', () => {
    expect(readsAsTonight(2, 21)).toBe(true);
    expect(readsAsTonight(NIGHT_UNTIL - 1, NIGHT_UNTIL)).toBe(true);
    expect(readsAsTonight(NIGHT_UNTIL, 21)).toBe(false);
    expect(readsAsTonight(11, 21)).toBe(false);
  });

  it('are none once this night is under way: at 02:00, 01:00 tomorrow is the next night', () => {
    expect(readsAsTonight(1, 2)).toBe(false);
    expect(readsAsTonight(1, NIGHT_UNTIL - 1)).toBe(false);
  });
});
