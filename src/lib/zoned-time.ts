import { OFFSET_LOCALE } from './zone-data';
import { DAY_MS } from './durations';

// Service times read as instants at a place with a known IANA zone, and written back in the app's one
// form: wall-clock time with its offset (`2026-11-23T09:00+01:00`) and local dates. Intl gives the offsets.

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

const FIXED_ZONE = /^Etc\/GMT([+-])(\d{1,2})$/;

/** A never-changing zone's offset (`UTC`, `Etc/GMT-5`) in seconds east, known without Intl; else undefined. */
export function fixedZoneOffsetSeconds(timeZone: string): number | undefined {
  if (timeZone === 'UTC' || timeZone === 'Etc/UTC' || timeZone === 'Etc/GMT') return 0;
  const match = FIXED_ZONE.exec(timeZone);
  if (!match) return undefined;
  const [, sign, digits = ''] = match;
  const hours = Number(digits);
  // POSIX-style names invert the sign (Etc/GMT-5 is UTC+5); IANA has Etc/GMT-14 to Etc/GMT+12.
  if (digits !== String(hours) || hours > (sign === '-' ? 14 : 12)) return undefined;
  return (sign === '-' ? 1 : -1) * hours * 3600;
}

function intlOffsetSeconds(timeZone: string, instant: number): number {
  let format = offsetFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat(OFFSET_LOCALE, { timeZone, timeZoneName: 'longOffset' });
    offsetFormatters.set(timeZone, format);
  }
  const name = format.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  if (!match) return 0;
  const [, sign, hours = '0', minutes = '0'] = match;
  return (sign === '-' ? -1 : 1) * (Number(hours) * 3600 + Number(minutes) * 60);
}

// A UTC day: no zone changes its offset twice within one, so a day starting and ending on one offset keeps it.
const SPAN_MS = DAY_MS;

/** Per zone, the offset of each day (by its number since 1970) that keeps one, or null for a day with a change. */
const steadyDays = new Map<string, Map<number, number | null>>();

/** The zone's offset at an instant, in seconds east: Intl is asked at each day's two ends, per instant only on a change day. */
export function zoneOffsetSeconds(timeZone: string, instant: number): number {
  const fixed = fixedZoneOffsetSeconds(timeZone);
  if (fixed !== undefined) return fixed;
  if (!Number.isFinite(instant)) return intlOffsetSeconds(timeZone, instant);
  const day = Math.floor(instant / SPAN_MS);
  let days = steadyDays.get(timeZone);
  if (!days) {
    days = new Map();
    steadyDays.set(timeZone, days);
  }
  let steady = days.get(day);
  if (steady === undefined) {
    const start = intlOffsetSeconds(timeZone, day * SPAN_MS);
    steady = start === intlOffsetSeconds(timeZone, (day + 1) * SPAN_MS - 1) ? start : null;
    days.set(day, steady);
  }
  return steady ?? intlOffsetSeconds(timeZone, instant);
}

const pad = (value: number) => String(value).padStart(2, '0');

function wallClock(instant: number, timeZone: string): { date: string; time: string; offset: number } {
  const offset = zoneOffsetSeconds(timeZone, instant);
  const shifted = new Date(instant + offset * 1000);
  const date = `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`;
  return { date, time: `${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}`, offset };
}

/** `2026-11-23T09:00+01:00`: the instant on the place's wall clock, with the offset in force then. */
export function zonedIso(instant: number, timeZone: string): string {
  const { date, time, offset } = wallClock(instant, timeZone);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${date}T${time}${sign}${pad(Math.floor(abs / 3600))}:${pad(Math.floor((abs % 3600) / 60))}`;
}

export function zonedDate(instant: number, timeZone: string): string {
  return wallClock(instant, timeZone).date;
}

/** The calendar date after `date` (`YYYY-MM-DD`), whatever the zone: counted at noon UTC. */
export function nextDate(date: string): string {
  return new Date(Date.parse(`${date}T12:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

const SERVICE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/;
const CLOCK_ONLY = /^(\d{2}):(\d{2})$/;

/**
 * The instant a service time stands for. `Z` or an offset is exact; fractional seconds without one are
 * Python's UTC `isoformat()`; anything else is the place's wall clock. A bare "06:00" is read on `onDate`.
 */
export function readServiceTime(text: string, timeZone: string, onDate?: string): number | undefined {
  const clock = CLOCK_ONLY.exec(text);
  if (clock) return onDate ? readServiceTime(`${onDate}T${text}`, timeZone) : undefined;
  const match = SERVICE_TIME.exec(text);
  if (!match) return undefined;
  const [, year, month, day, hour = '0', minute = '0', second = '0', fraction, zone] = match;
  const wall = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second));
  if (zone === 'Z' || (zone === undefined && fraction !== undefined)) return wall;
  if (zone !== undefined) {
    const sign = zone.startsWith('-') ? -1 : 1;
    const digits = zone.slice(1).replace(':', '');
    return wall - sign * (Number(digits.slice(0, 2)) * 3600 + Number(digits.slice(2)) * 60) * 1000;
  }
  // Wall clock at the place: the offset in force at that wall time (two passes settle DST edges).
  const guess = wall - zoneOffsetSeconds(timeZone, wall) * 1000;
  return wall - zoneOffsetSeconds(timeZone, guess) * 1000;
}

/** A service date or date-time as the place's calendar date. */
export function readServiceDate(text: string, timeZone: string): string | undefined {
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return text;
  const instant = readServiceTime(text, timeZone);
  return instant === undefined ? undefined : zonedDate(instant, timeZone);
}
