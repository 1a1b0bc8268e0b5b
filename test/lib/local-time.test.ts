import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatDeviceTime, formatPlaceDate, formatPlaceHour, formatPlaceTime, parseApiTime, placeClock, placeDate, placeHour } from '../../src/lib/local-time';

const HOUR = 3_600_000;
let deviceZone: string | undefined;
beforeAll(() => {
  deviceZone = process.env.TZ;
  process.env.TZ = 'UTC';
});
afterAll(() => {
  process.env.TZ = deviceZone;
});

describe('parsing the API’s local times', () => {
  it('reads a time with its offset and the same wall-clock time without one plus utc_offset_seconds', () => {
    const withOffset = parseApiTime('2026-11-21T14:00+01:00', 0);
    expect(withOffset).toBe(Date.UTC(2026, 10, 21, 13));
    expect(parseApiTime('2026-11-21T14:00', 3600)).toBe(withOffset);
    expect(parseApiTime('2026-11-21T13:00Z', 7200)).toBe(withOffset);
  });

  it('rejects text that is not an ISO local time', () => {
    expect(() => parseApiTime('21/11/2026 14:00', 0)).toThrow(/Not an ISO 8601 local time/);
  });
});

describe('formatting in the place’s zone, never the device’s', () => {
  it('shows a place ten hours from the device at its own local time', () => {
    const clock = placeClock('Australia/Brisbane', 36_000);
    const instant = parseApiTime('2026-11-21T14:00+10:00', 36_000);
    expect(new Date(instant).getHours()).toBe(4);
    expect(formatPlaceTime(instant, clock, 'en-GB')).toBe('14:00');
    expect(formatPlaceHour(instant, clock, 'en-GB')).toBe('14:00');
  });

  it('labels an hour as the locale’s clock does, never with a word after it', () => {
    const clock = placeClock('Europe/Zurich', 3_600);
    const instant = parseApiTime('2026-11-21T13:00+01:00', 3_600);
    for (const locale of ['de-CH', 'fr-FR', 'ja-JP', 'en-GB']) expect(formatPlaceHour(instant, clock, locale)).toBe('13:00');
    expect(formatPlaceHour(instant, clock, 'en-US')).toMatch(/^1\sPM$/);
  });

  it('takes a 12- or 24-hour clock from the locale', () => {
    const clock = placeClock('Australia/Brisbane', 36_000);
    const instant = parseApiTime('2026-11-21T14:05+10:00', 36_000);
    expect(formatPlaceTime(instant, clock, 'en-US')).toMatch(/^2:05\sPM$/);
    expect(formatPlaceTime(instant, clock, 'de-CH')).toBe('14:05');
  });

  it('puts one instant on different dates either side of the date line', () => {
    const kiritimati = placeClock('Pacific/Kiritimati', 50_400);
    const pagoPago = placeClock('Pacific/Pago_Pago', -39_600);
    const instant = parseApiTime('2026-11-22T00:30', 50_400);
    expect(parseApiTime('2026-11-20T23:30-11:00', 0)).toBe(instant);
    expect(formatPlaceTime(instant, kiritimati, 'en-GB')).toBe('00:30');
    expect(formatPlaceTime(instant, pagoPago, 'en-GB')).toBe('23:30');
    expect(formatPlaceDate('2026-11-22', 'day', 'en-GB')).toBe('Sun 22 Nov');
    expect(formatPlaceDate('2026-11-20', 'weekday', 'en-GB')).toBe('Fri');
    expect(formatPlaceDate('2026-11-20', 'long-weekday', 'en-GB')).toBe('Friday');
  });

  it('repeats 02:00 in Zurich when summer time ends on the last Sunday of October', () => {
    const clock = placeClock('Europe/Zurich', 3600);
    const times = ['2026-10-25T01:00+02:00', '2026-10-25T02:00+02:00', '2026-10-25T02:00+01:00', '2026-10-25T03:00+01:00'];
    const instants = times.map((time) => parseApiTime(time, 3600));
    expect(instants.slice(1).map((instant, i) => instant - (instants[i] ?? 0))).toEqual([HOUR, HOUR, HOUR]);
    expect(instants.map((instant) => formatPlaceTime(instant, clock, 'en-GB'))).toEqual(['01:00', '02:00', '02:00', '03:00']);
  });
});

describe('the date and hour on a place’s clock', () => {
  it('are the place’s own, a half-hour zone and an unnamed shift included', () => {
    // 20:30 UTC on the 15th is 02:00 on the 16th in Kolkata (+05:30).
    const instant = Date.UTC(2027, 0, 15, 20, 30);
    for (const clock of [placeClock('Asia/Kolkata', 19_800), placeClock(undefined, 19_800)]) {
      expect(placeDate(instant, clock)).toBe('2027-01-16');
      expect(placeHour(instant, clock)).toBe(2);
    }
    expect(placeDate(instant, placeClock('America/New_York', -18_000))).toBe('2027-01-15');
  });
});

describe('a clock for a zone Intl does not know', () => {
  it('falls back to the whole-hour offset as an Etc/GMT zone', () => {
    const clock = placeClock('Mars/Olympus_Mons', 3 * 3600);
    expect(clock).toEqual({ timeZone: 'Etc/GMT-3', shiftMs: 0 });
    expect(formatPlaceTime(parseApiTime('2026-11-21T09:15', 3 * 3600), clock, 'en-GB')).toBe('09:15');
  });

  it('shifts by hand for a half-hour offset', () => {
    const clock = placeClock(undefined, 19_800);
    expect(clock.timeZone).toBe('UTC');
    expect(formatPlaceTime(parseApiTime('2026-11-21T14:00+05:30', 0), clock, 'en-GB')).toBe('14:00');
  });
});

describe('asking Intl about zones', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    process.env.TZ = 'UTC';
  });

  const askedAbout = (dateTimeFormat: { mock: { calls: unknown[][] } }, timeZone: string) =>
    dateTimeFormat.mock.calls.filter(([, options]) => (options as Intl.DateTimeFormatOptions | undefined)?.timeZone === timeZone).length;

  it('asks once whether a zone name exists, known or not, however many clocks are made for it', () => {
    const dateTimeFormat = vi.spyOn(Intl, 'DateTimeFormat');
    for (let i = 0; i < 3; i++) {
      expect(placeClock('America/Lima', -18_000)).toEqual({ timeZone: 'America/Lima', shiftMs: 0 });
      expect(placeClock('Mars/Tharsis', 19_800)).toEqual({ timeZone: 'UTC', shiftMs: 19_800_000 });
    }
    expect(askedAbout(dateTimeFormat, 'America/Lima')).toBe(1);
    expect(askedAbout(dateTimeFormat, 'Mars/Tharsis')).toBe(1);
  });

  it("reads the device's zone again only once the device's offset has changed", () => {
    const instant = Date.UTC(2026, 10, 23, 12);
    process.env.TZ = 'Europe/Oslo';
    const inOslo = formatPlaceTime(instant, placeClock('Europe/Oslo', 3_600), 'en-GB');
    const inNewYork = formatPlaceTime(instant, placeClock('America/New_York', -18_000), 'en-GB');
    formatDeviceTime(instant, true, 'en-GB');
    // Reading a zone is the one thing that asks a formatter for its options here (the formatters are made).
    const zoneRead = vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions');
    expect(formatDeviceTime(instant, false, 'en-GB')).toBe(inOslo);
    expect(formatDeviceTime(instant, true, 'en-GB')).toContain(inOslo);
    expect(zoneRead).not.toHaveBeenCalled();

    process.env.TZ = 'America/New_York';
    expect(formatDeviceTime(instant, false, 'en-GB')).toBe(inNewYork);
    expect(zoneRead).toHaveBeenCalledTimes(1);
  });
});
