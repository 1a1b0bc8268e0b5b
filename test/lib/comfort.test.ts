import { describe, expect, it } from 'vitest';
import { comfortOf, COMFORT_DEW_POINTS_C } from '../../src/lib/comfort';

describe('how humid air feels, by its dew point', () => {
  it.each([
    [-12, 'dry'],
    [COMFORT_DEW_POINTS_C.dry - 0.1, 'dry'],
    [COMFORT_DEW_POINTS_C.dry, 'comfortable'],
    [15.9, 'comfortable'],
    [COMFORT_DEW_POINTS_C.comfortable, 'humid'],
    [20.9, 'humid'],
    [COMFORT_DEW_POINTS_C.humid, 'oppressive'],
    [26, 'oppressive'],
  ])('calls a dew point of %s °C %s', (dewPoint, comfort) => {
    expect(comfortOf(dewPoint)).toBe(comfort);
  });

  it('uses the National Weather Service bands: dry below 10 °C, oppressive from 21 °C', () => {
    expect(COMFORT_DEW_POINTS_C).toEqual({ dry: 10, comfortable: 16, humid: 21 });
  });
});
