import { describe, expect, it, vi } from 'vitest';
import { fixedZoneOffsetSeconds, readServiceDate, readServiceTime, zonedDate, zonedIso, zoneOffsetSeconds } from '../../src/lib/zoned-time';

const at = (iso: string) => Date.parse(iso);

describe('times the services send, read at the place', () => {
  it('reads UTC with Z, an explicit offset, Python microseconds without zone (UTC), and local wall clock', () => {
    expect(readServiceTime('2026-11-23T04:00:00Z', 'Europe/Zurich')).toBe(at('2026-11-23T04:00:00Z'));
    expect(readServiceTime('2026-11-23T05:00+01:00', 'Europe/Zurich')).toBe(at('2026-11-23T04:00:00Z'));
    expect(readServiceTime('2026-11-23T04:00:00.123456', 'Europe/Zurich')).toBe(at('2026-11-23T04:00:00.000Z'));
    expect(readServiceTime('2026-11-23T05:00', 'Europe/Zurich')).toBe(at('2026-11-23T04:00:00Z'));
    expect(readServiceTime('06:00', 'Europe/Zurich', '2026-11-23')).toBe(at('2026-11-23T05:00:00Z'));
    expect(readServiceTime('06:00', 'Europe/Zurich')).toBeUndefined();
    expect(readServiceTime('yesterday', 'Europe/Zurich')).toBeUndefined();
  });

  it('reads local wall-clock hours on both sides of a DST change with the offset of each side', () => {
    // Europe/Zurich leaves summer time on 2026-10-25 at 03:00 local (01:00 UTC).
    expect(readServiceTime('2026-10-25T00:00', 'Europe/Zurich')).toBe(at('2026-10-24T22:00:00Z'));
    expect(readServiceTime('2026-10-25T04:00', 'Europe/Zurich')).toBe(at('2026-10-25T03:00:00Z'));
    expect(zonedIso(at('2026-10-24T22:00:00Z'), 'Europe/Zurich')).toBe('2026-10-25T00:00+02:00');
    expect(zonedIso(at('2026-10-25T03:00:00Z'), 'Europe/Zurich')).toBe('2026-10-25T04:00+01:00');
    // New York enters summer time on 2026-03-08 at 02:00 local.
    expect(zoneOffsetSeconds('America/New_York', at('2026-03-08T06:00:00Z'))).toBe(-5 * 3600);
    expect(zoneOffsetSeconds('America/New_York', at('2026-03-08T08:00:00Z'))).toBe(-4 * 3600);
  });

  it('gives places across the date line their own calendar date for the same instant', () => {
    const instant = at('2026-11-23T11:30:00Z');
    expect(zonedDate(instant, 'Pacific/Kiritimati')).toBe('2026-11-24'); // UTC+14
    expect(zonedDate(instant, 'Pacific/Pago_Pago')).toBe('2026-11-23'); // UTC−11
    expect(zonedIso(instant, 'Pacific/Kiritimati')).toBe('2026-11-24T01:30+14:00');
    expect(zonedIso(instant, 'Asia/Kolkata')).toBe('2026-11-23T17:00+05:30');
  });

  it('turns a date-time where a date belongs into the place\'s date, and keeps a plain date', () => {
    // Tomorrow.io's daily entries start at 06:00 local, written in UTC.
    expect(readServiceDate('2026-11-22T20:00:00Z', 'Australia/Sydney')).toBe('2026-11-23');
    expect(readServiceDate('2026-11-23T05:00:00Z', 'Europe/Zurich')).toBe('2026-11-23');
    expect(readServiceDate('2026-11-23', 'Europe/Zurich')).toBe('2026-11-23');
    expect(readServiceDate('soon', 'Europe/Zurich')).toBeUndefined();
  });
});

const referenceFormats = new Map<string, Intl.DateTimeFormat>();

/** The offset Intl gives at the instant itself: what the app's reading must always agree with. */
const intlOffset = (timeZone: string, instant = 0) => {
  const format = referenceFormats.get(timeZone) ?? new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
  referenceFormats.set(timeZone, format);
  const name = format.formatToParts(instant).find((part) => part.type === 'timeZoneName')!.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 3600 + Number(match[3]) * 60) : 0;
};

describe('zones with rules, read a day at a time', () => {
  it('gives the offset Intl gives at every quarter hour of a year, across every change (half-hour and 45-minute zones, Ramadan breaks)', () => {
    const start = at('2026-01-01T00:00:00Z');
    for (const zone of ['Europe/Zurich', 'Australia/Lord_Howe', 'Pacific/Chatham', 'Africa/Casablanca']) {
      const wrong: string[] = [];
      for (let instant = start; instant < start + 365 * 86_400_000; instant += 15 * 60_000) {
        if (zoneOffsetSeconds(zone, instant) !== intlOffset(zone, instant)) wrong.push(`${zone} ${new Date(instant).toISOString()}`);
      }
      expect(wrong).toEqual([]);
    }
  });

  it('asks Intl twice a day, not once an hour, for a week of hourly times', () => {
    const parts = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    try {
      const start = at('2026-06-01T00:00:00Z');
      for (let hour = 0; hour < 7 * 24; hour++) zonedIso(start + hour * 3_600_000, 'Asia/Tokyo');
      expect(parts.mock.calls.length).toBeLessThanOrEqual(2 * 7);
    } finally {
      parts.mockRestore();
    }
  });
});

describe('zones that never change their offset', () => {
  it('knows every Etc/GMT zone and UTC without Intl, with the offset Intl gives', () => {
    const zones = ['UTC', 'Etc/UTC', 'Etc/GMT', ...Array.from({ length: 14 }, (_, h) => `Etc/GMT-${h + 1}`), ...Array.from({ length: 12 }, (_, h) => `Etc/GMT+${h + 1}`)];
    for (const zone of zones) expect([zone, fixedZoneOffsetSeconds(zone)]).toEqual([zone, intlOffset(zone)]);
    expect(fixedZoneOffsetSeconds('Etc/GMT-5')).toBe(5 * 3600);
  });

  it('leaves names IANA does not have, and zones with rules, to Intl', () => {
    for (const zone of ['Etc/GMT+13', 'Etc/GMT-15', 'Etc/GMT-05', 'Europe/Zurich', 'Asia/Kolkata']) expect(fixedZoneOffsetSeconds(zone)).toBeUndefined();
  });
});
