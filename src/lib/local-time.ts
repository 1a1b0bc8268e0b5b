// A place's clock: API times (with an offset, or local plus `utc_offset_seconds`) read as instants, and
// instants written in the place's zone in the app's language (its CLDR table where Intl lacks it).
import { cldrFallback, type CldrFallback } from '../i18n/cldr-fallback';
import { activeIntlLocale } from '../i18n/translate';
import { fixedZoneOffsetSeconds, zonedDate, zonedIso, zoneOffsetSeconds } from './zoned-time';

/** How to show instants at a place: an IANA zone, and a shift for zones Intl cannot name. */
export interface PlaceClock {
  timeZone: string;
  /** Added to an instant before formatting it in `timeZone` (only for unnamed half-hour offsets). */
  shiftMs: number;
}

const API_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?(Z|[+-]\d{2}:?\d{2})?$/;

/** The instant (ms since epoch) an API time stands for; throws on anything else. */
export function parseApiTime(text: string, utcOffsetSeconds: number): number {
  const match = API_TIME.exec(text);
  if (!match) throw new Error(`Not an ISO 8601 local time: '${text}'`);
  const [, year, month, day, hour, minute, second = '0', zone] = match;
  const wallClockAsUtc = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second));
  return wallClockAsUtc - offsetSeconds(zone, utcOffsetSeconds) * 1000;
}

function offsetSeconds(zone: string | undefined, fallback: number): number {
  if (zone === undefined) return fallback;
  if (zone === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 3600 + Number(digits.slice(2)) * 60);
}

/** The calendar date (`YYYY-MM-DD`) on the place's clock at `instant`. */
export function placeDate(instant: number, clock: PlaceClock): string {
  return zonedDate(instant + clock.shiftMs, clock.timeZone);
}

/** The hour (0–23) on the place's clock at `instant`. */
export function placeHour(instant: number, clock: PlaceClock): number {
  return Number(zonedIso(instant + clock.shiftMs, clock.timeZone).slice(11, 13));
}

/** The place's IANA zone when Intl knows it; else its fixed offset as `Etc/GMT∓h` or a manual shift. */
export function placeClock(timeZone: string | undefined, utcOffsetSeconds: number): PlaceClock {
  if (timeZone && isKnownTimeZone(timeZone)) return { timeZone, shiftMs: 0 };
  if (utcOffsetSeconds % 3600 === 0 && Math.abs(utcOffsetSeconds) <= 14 * 3600) {
    const hours = utcOffsetSeconds / 3600;
    // POSIX-style names invert the sign: Etc/GMT-5 is five hours east of Greenwich.
    return { timeZone: hours === 0 ? 'UTC' : `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}`, shiftMs: 0 };
  }
  return { timeZone: 'UTC', shiftMs: utcOffsetSeconds * 1000 };
}

/** Zone names already tried: asking Intl builds a formatter, about a millisecond on a phone each time. */
const knownTimeZones = new Map<string, boolean>();

function isKnownTimeZone(timeZone: string): boolean {
  let known = knownTimeZones.get(timeZone);
  if (known === undefined) {
    known = fixedZoneOffsetSeconds(timeZone) !== undefined || intlKnows(timeZone);
    knownTimeZones.set(timeZone, known);
  }
  return known;
}

function intlKnows(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

type Style = 'time' | 'hour' | 'weekday' | 'long-weekday' | 'day' | 'moment';

const STYLES: Record<Style, Intl.DateTimeFormatOptions> = {
  time: { hour: 'numeric', minute: '2-digit' },
  hour: { hour: 'numeric' },
  weekday: { weekday: 'short' },
  'long-weekday': { weekday: 'long' },
  day: { weekday: 'short', day: 'numeric', month: 'short' },
  moment: { dateStyle: 'medium', timeStyle: 'short' },
};

/** What a style writes; a table's words where the browser's Intl lacks the language. */
interface DateWriter {
  format(instant: number): string;
}

const formatters = new Map<string, DateWriter>();

function formatter(style: Style, timeZone: string, locale: string): DateWriter {
  const key = `${style}|${timeZone}|${locale}`;
  let format = formatters.get(key);
  if (!format) {
    const table = cldrFallback(locale);
    format = table ? fallbackWriter(style, timeZone, table) : intlWriter(style, timeZone, locale);
    formatters.set(key, format);
  }
  return format;
}

function intlWriter(style: Style, timeZone: string, locale: string): DateWriter {
  // No hourCycle: the locale decides between a 12- and a 24-hour clock.
  const options: Intl.DateTimeFormatOptions = { ...STYLES[style], timeZone };
  // A 24-hour clock writes an hour as a time ("14:00"), not with a word ("14 Uhr", "14 h").
  if ((style === 'time' || style === 'hour') && usesTwentyFourHours(locale)) Object.assign(options, { hour: '2-digit', minute: '2-digit' });
  return new Intl.DateTimeFormat(locale, options);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The language's own names from the app's CLDR table, on its 24-hour clock, at the zone's wall time. */
function fallbackWriter(style: Style, timeZone: string, table: CldrFallback): DateWriter {
  return {
    format(instant) {
      const wall = new Date(instant + zoneOffsetSeconds(timeZone, instant) * 1000);
      const weekday = wall.getUTCDay();
      const time = `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
      switch (style) {
        case 'time':
        case 'hour':
          return time;
        case 'weekday':
          return table.weekdays.short[weekday] ?? '';
        case 'long-weekday':
          return table.weekdays.long[weekday] ?? '';
        case 'day':
        case 'moment': {
          const day = table.dayPattern
            .replace('{weekday}', table.weekdays.short[weekday] ?? '')
            .replace('{day}', String(wall.getUTCDate()))
            .replace('{month}', table.months.short[wall.getUTCMonth()] ?? '');
          return style === 'day' ? day : `${day} ${time}`;
        }
      }
    },
  };
}

function usesTwentyFourHours(locale: string): boolean {
  const { hourCycle } = new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions();
  return hourCycle === 'h23' || hourCycle === 'h24';
}

/** "14:05" or "2:05 PM" at the place, as the app's language writes it. */
export function formatPlaceTime(instant: number, clock: PlaceClock, locale = activeIntlLocale()): string {
  return formatter('time', clock.timeZone, locale).format(instant + clock.shiftMs);
}

/** "14:00" or "2 PM": the hour label of a chart axis or the hourly strip. */
export function formatPlaceHour(instant: number, clock: PlaceClock, locale = activeIntlLocale()): string {
  return formatter('hour', clock.timeZone, locale).format(instant + clock.shiftMs);
}

/** A local calendar date (`YYYY-MM-DD`, already the place's own) as "Sat", "Saturday" or "Sat 21 Nov". */
export function formatPlaceDate(date: string, style: 'weekday' | 'long-weekday' | 'day', locale = activeIntlLocale()): string {
  const [year = Number.NaN, month = 1, day = 1] = date.split('-').map(Number);
  return formatter(style, 'UTC', locale).format(Date.UTC(year, month - 1, day, 12));
}

/** When something happened on this device's clock: "14:05", or "23 Nov 2026, 14:05" with its date. */
export function formatDeviceTime(instant: number, withDate: boolean, locale = activeIntlLocale()): string {
  const clock = placeClock(deviceTimeZone(), -new Date(instant).getTimezoneOffset() * 60);
  return formatter(withDate ? 'moment' : 'time', clock.timeZone, locale).format(instant + clock.shiftMs);
}

let device: { offsetMinutes: number; timeZone: string } | undefined;

// The device's zone, asked again only when its offset changes (travel, a clock change): asking builds a formatter.
function deviceTimeZone(): string {
  const offsetMinutes = new Date().getTimezoneOffset();
  if (device?.offsetMinutes !== offsetMinutes) device = { offsetMinutes, timeZone: new Intl.DateTimeFormat().resolvedOptions().timeZone };
  return device.timeZone;
}
