import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../src/i18n/i18n';
import { formatAge, isStale, longestMinutesAge } from '../../src/lib/relative-time';

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

describe('formatAge in other languages', () => {
  afterEach(() => activateLanguage('en'));

  it('French, from Intl.RelativeTimeFormat, rounded down as in English', async () => {
    await activateLanguage('fr');
    expect(ago(30 * SECOND)).toBe('à l’instant');
    expect(ago(5 * MINUTE + 59 * SECOND)).toBe(new Intl.RelativeTimeFormat('fr', { style: 'short' }).format(-5, 'minute'));
    expect(ago(5 * MINUTE)).toBe('il y a 5\u00a0min');
    expect(ago(30 * HOUR + 40 * MINUTE)).toBe('il y a 30\u00a0h');
    expect(ago(72 * HOUR - SECOND)).toBe('il y a 2\u00a0j');
  });

  it('Arabic, from Intl.RelativeTimeFormat in Western digits, in each of its plural forms', async () => {
    await activateLanguage('ar');
    expect(ago(MINUTE)).toBe('قبل دقيقة واحدة');
    expect(ago(2 * MINUTE)).toBe('قبل دقيقتين');
    expect(ago(5 * MINUTE)).toBe('قبل 5 دقائق');
    expect(ago(11 * MINUTE)).toBe('قبل 11 دقيقة');
    expect(ago(3 * HOUR)).toBe('قبل 3 ساعات');
    expect(ago(48 * HOUR)).toBe('قبل يومين');
  });

  it('Shona, whose relative times CLDR lacks, from the app’s own words with its plurals', async () => {
    await activateLanguage('sn');
    expect(ago(0)).toBe('izvozvi');
    expect(ago(MINUTE)).toBe('miniti 1 yapfuura');
    expect(ago(5 * MINUTE)).toBe('maminiti 5 apfuura');
    expect(ago(3 * HOUR)).toBe('maawa 3 apfuura');
    expect(ago(48 * HOUR)).toBe('mazuva 2 apfuura');
  });
});

describe('longestMinutesAge', () => {
  afterEach(() => activateLanguage('en'));

  it('is at least as long as every age in minutes, in each plural form of the language', async () => {
    for (const language of ['en', 'ar', 'sn'] as const) {
      await activateLanguage(language);
      const longest = longestMinutesAge(NOW);
      for (let minutes = 0; minutes < 60; minutes += 1) expect(ago(minutes * MINUTE).length, `${language}, ${minutes} min`).toBeLessThanOrEqual(longest.length);
    }
  });
});

describe('isStale', () => {
  it('marks data stale once it is more than an hour old', () => {
    expect(isStale(NOW - HOUR, NOW)).toBe(false);
    expect(isStale(NOW - HOUR - SECOND, NOW)).toBe(true);
  });
});
