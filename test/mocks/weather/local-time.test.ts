import { describe, expect, it } from 'vitest';
import {
  MS_PER_HOUR,
  floorToLocalStep,
  formatLocalDate,
  formatLocalDateTime,
  formatOffset,
  shortWeekday,
  utcOffsetSeconds,
} from '../../../src/mocks/weather/local-time';
import { createOffsetLookup } from '../../../src/mocks/weather/zone-offsets';

const at = (iso: string): number => Date.parse(iso);

describe('local time formatting', () => {
  it('formats Zurich with +01:00 in winter and +02:00 in summer', () => {
    expect(formatLocalDateTime(at('2026-11-21T13:00:00Z'), 'Europe/Zurich')).toBe('2026-11-21T14:00+01:00');
    expect(formatLocalDateTime(at('2026-07-01T13:00:00Z'), 'Europe/Zurich')).toBe('2026-07-01T15:00+02:00');
  });

  it('formats half- and three-quarter-hour offsets', () => {
    expect(formatLocalDateTime(at('2026-03-10T08:45:00Z'), 'Asia/Kolkata')).toBe('2026-03-10T14:15+05:30');
    expect(formatLocalDateTime(at('2026-03-10T08:45:00Z'), 'Asia/Kathmandu')).toBe('2026-03-10T14:30+05:45');
    expect(formatLocalDateTime(at('2026-07-10T12:00:00Z'), 'America/St_Johns')).toBe('2026-07-10T09:30-02:30');
  });

  it('puts Kiritimati a calendar day ahead of UTC and Honolulu a day behind', () => {
    expect(formatLocalDate(at('2026-03-10T20:10:00Z'), 'Pacific/Kiritimati')).toBe('2026-03-11');
    expect(formatLocalDateTime(at('2026-03-10T20:10:00Z'), 'Pacific/Kiritimati')).toBe('2026-03-11T10:10+14:00');
    expect(formatLocalDate(at('2026-03-11T05:00:00Z'), 'Pacific/Honolulu')).toBe('2026-03-10');
  });

  it('reports the offset on either side of a DST change', () => {
    // Zurich springs forward at 01:00Z on 29 March 2026.
    expect(utcOffsetSeconds(at('2026-03-29T00:59:00Z'), 'Europe/Zurich')).toBe(3600);
    expect(utcOffsetSeconds(at('2026-03-29T01:00:00Z'), 'Europe/Zurich')).toBe(7200);
    expect(utcOffsetSeconds(at('2026-06-01T00:00:00Z'), 'Pacific/Kiritimati')).toBe(14 * 3600);
    expect(utcOffsetSeconds(at('2026-06-01T00:00:00Z'), 'UTC')).toBe(0);
  });

  it('formats offsets with sign, hours and minutes', () => {
    expect(formatOffset(0)).toBe('+00:00');
    expect(formatOffset(19800)).toBe('+05:30');
    expect(formatOffset(-9000)).toBe('-02:30');
    expect(formatOffset(50400)).toBe('+14:00');
  });

  it('throws for a zone the runtime does not know', () => {
    expect(() => formatLocalDate(0, 'Mars/Olympus_Mons')).toThrow(RangeError);
  });
});

describe('floorToLocalStep', () => {
  it('floors to the local hour, which is :30 UTC in Kolkata', () => {
    const floored = floorToLocalStep(at('2026-03-10T08:59:00Z'), 'Asia/Kolkata', MS_PER_HOUR);
    expect(new Date(floored).toISOString()).toBe('2026-03-10T08:30:00.000Z');
  });

  it('floors to the local quarter hour', () => {
    const floored = floorToLocalStep(at('2026-03-10T08:44:59Z'), 'Asia/Kathmandu', 15 * 60_000);
    expect(formatLocalDateTime(floored, 'Asia/Kathmandu')).toBe('2026-03-10T14:15+05:45');
  });
});

describe('createOffsetLookup', () => {
  it('agrees with utcOffsetSeconds hour by hour across DST changes', () => {
    for (const zone of ['Europe/Zurich', 'America/New_York', 'Australia/Lord_Howe', 'America/Santiago']) {
      const lookup = createOffsetLookup(zone);
      for (let t = at('2026-03-20T00:00:00Z'); t < at('2026-04-15T00:00:00Z'); t += MS_PER_HOUR) {
        expect(lookup(t)).toBe(utcOffsetSeconds(t, zone));
      }
      for (let t = at('2026-11-10T00:00:00Z'); t > at('2026-10-20T00:00:00Z'); t -= MS_PER_HOUR) {
        expect(lookup(t)).toBe(utcOffsetSeconds(t, zone));
      }
    }
  });

  it('switches offset at the exact millisecond of a transition', () => {
    const zurich = createOffsetLookup('Europe/Zurich');
    expect(zurich(at('2026-03-29T00:59:59.999Z'))).toBe(3600);
    expect(zurich(at('2026-03-29T01:00:00.000Z'))).toBe(7200);
    const lordHowe = createOffsetLookup('Australia/Lord_Howe');
    expect(lordHowe(at('2026-04-04T14:59:59.999Z'))).toBe(39600);
    expect(lordHowe(at('2026-04-04T15:00:00.000Z'))).toBe(37800);
  });
});

describe('shortWeekday', () => {
  it('names the weekday of a calendar date', () => {
    expect(shortWeekday('2026-03-12')).toBe('Thu');
    expect(shortWeekday('2026-11-22')).toBe('Sun');
    expect(shortWeekday('2024-02-29')).toBe('Thu');
  });
});
