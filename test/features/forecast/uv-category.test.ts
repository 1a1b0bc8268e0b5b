import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatUvIndex, uvCategory } from '../../../src/features/forecast/uv-category';
import { activateLanguage } from '../../../src/i18n/i18n';

afterEach(async () => {
  await act(() => activateLanguage('en'));
});

describe('UV index categories (WHO)', () => {
  it('puts each boundary in the right category', () => {
    expect([0, 2, 3, 5, 6, 7, 8, 10, 11].map(uvCategory)).toEqual([
      'low', 'low', 'moderate', 'moderate', 'high', 'high', 'veryHigh', 'veryHigh', 'extreme',
    ]);
  });

  it('writes the rounded index with its category, in the reader’s language', async () => {
    expect(formatUvIndex(7.6)).toBe('8 · Very high');
    expect(formatUvIndex(null)).toBe('—');
    await act(() => activateLanguage('de'));
    expect(formatUvIndex(7.6)).toBe('8 · Sehr hoch');
    await act(() => activateLanguage('ar'));
    expect(formatUvIndex(11)).toMatch(/· شديد جدًا$/);
  });
});
