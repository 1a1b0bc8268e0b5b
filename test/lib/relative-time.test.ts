import { describe, expect, it } from 'vitest';
import { formatAge, isStale } from '../../src/lib/relative-time';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const ago = (ms: number) => formatAge(NOW - ms, NOW);

describe('formatAge', () => {
  it('says "just now" under a minute, and for a time ahead of this clock', () => {
    expect(ago(0)).toBe('just now');
    expect(ago(59 * SECOND)).toBe('just now');
    expect(ago(-5 * MINUTE)).toBe('just now');
  });

  it('counts whole minutes from one minute to just under an hour', () => {
    expect(ago(MINUTE)).toBe('1 min ago');
    expect(ago(59 * MINUTE + 59 * SECOND)).toBe('59 min ago');
  });

  it('counts whole hours from one hour to just under 48 hours, so 30 hours is not "1 day"', () => {
    expect(ago(HOUR)).toBe('1 h ago');
    expect(ago(30 * HOUR + 40 * MINUTE)).toBe('30 h ago');
    expect(ago(48 * HOUR - SECOND)).toBe('47 h ago');
  });

  it('counts whole days from 48 hours on', () => {
    expect(ago(48 * HOUR)).toBe('2 days ago');
    expect(ago(72 * HOUR - SECOND)).toBe('2 days ago');
    expect(ago(7 * 24 * HOUR)).toBe('7 days ago');
  });
});

describe('isStale', () => {
  it('marks data stale once it is more than an hour old', () => {
    expect(isStale(NOW - HOUR, NOW)).toBe(false);
    expect(isStale(NOW - HOUR - SECOND, NOW)).toBe(true);
  });
});
