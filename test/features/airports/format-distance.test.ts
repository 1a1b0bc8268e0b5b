import { describe, expect, it } from 'vitest';
import { formatDistance } from '../../../src/features/airports/format-distance';
import { DEFAULT_AIRPORT_COUNT, validAirportCount } from '../../../src/features/airports/airport-count';

describe('formatDistance', () => {
  it('shows the API kilometres as they are, to one decimal', () => {
    expect(formatDistance(12.3, 'km', 'en-GB')).toBe('12.3\u00a0km');
    expect(formatDistance(8, 'km', 'en-GB')).toBe('8\u00a0km');
  });

  it('converts to miles when the units setting says so', () => {
    expect(formatDistance(1.609344, 'mi', 'en-US')).toBe('1\u00a0mi');
    expect(formatDistance(100, 'mi', 'en-US')).toBe('62.1\u00a0mi');
    expect(formatDistance(500, 'mi', 'en-US')).toBe('310.7\u00a0mi');
  });

  it('writes numbers in the reader’s format', () => {
    expect(formatDistance(12.3, 'km', 'de-DE')).toBe('12,3\u00a0km');
  });
});

describe('validAirportCount', () => {
  it('keeps a whole number from 1 to 20', () => {
    expect(validAirportCount(1)).toBe(1);
    expect(validAirportCount(20)).toBe(20);
  });

  it.each([0, 21, 2.5, '7', null, undefined])('replaces %j with the default', (stored) => {
    expect(validAirportCount(stored)).toBe(DEFAULT_AIRPORT_COUNT);
  });
});
