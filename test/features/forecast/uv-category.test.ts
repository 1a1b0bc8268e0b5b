import { describe, expect, it } from 'vitest';
import { uvCategory } from '../../../src/features/forecast/uv-category';

describe('UV index categories (WHO)', () => {
  it('puts each boundary in the right category', () => {
    expect([0, 2, 3, 5, 6, 7, 8, 10, 11].map(uvCategory)).toEqual([
      'Low', 'Low', 'Moderate', 'Moderate', 'High', 'High', 'Very high', 'Very high', 'Extreme',
    ]);
  });
});
