import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lowerBound, sortedOrder } from '../../../src/mocks/data/sorted-keys';

const byCodeUnits = (keys: readonly string[]): string[] => [...keys].sort();

describe('sortedOrder', () => {
  it('orders keys of other scripts by code unit whatever their length', () => {
    const keys = ['ﺏ', 'القاهره', 'zeta', '서울', 'ا', 'abc', 'بوينس', 'abc d', 'ab東'];
    expect(sortedOrder(keys).map((i) => keys[i])).toEqual(byCodeUnits(keys));
  });

  it('agrees with a code-unit sort on any folded-looking keys', () => {
    const char = fc.constantFrom(...'ab z09éا서東ﺏ');
    const key = fc.array(char, { minLength: 1, maxLength: 9 }).map((chars) => chars.join(''));
    fc.assert(
      fc.property(fc.array(key, { maxLength: 60 }), (keys) => {
        const sorted = sortedOrder(keys).map((i) => keys[i]);
        expect(sorted).toEqual(byCodeUnits(keys));
        for (const key of keys) expect(sorted[lowerBound(sorted as string[], key)]).toBe(key);
      }),
    );
  });
});
