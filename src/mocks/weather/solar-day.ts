/** Where the sun stands in the year and the day, and the daily temperature cycle it drives. */
import { MS_PER_DAY, MS_PER_HOUR } from './local-time';

export const TROPICAL_YEAR_DAYS = 365.2422;

/** Fractional day of the year from 1 January 00:00 UTC; the drift of the fixed year length is irrelevant here. */
export function dayOfYear(epochMs: number): number {
  const days = (epochMs - Date.UTC(2000, 0, 1)) / MS_PER_DAY;
  return ((days % TROPICAL_YEAR_DAYS) + TROPICAL_YEAR_DAYS) % TROPICAL_YEAR_DAYS;
}

/** Local mean solar time in hours [0, 24): the sun, not the civil clock, drives the daily cycle. */
export function solarHour(epochMs: number, lon: number): number {
  const hours = epochMs / MS_PER_HOUR + lon / 15;
  return ((hours % 24) + 24) % 24;
}

/** Approximate solar declination in degrees (good to ~1°, plenty for climate shaping). */
export function solarDeclination(doy: number): number {
  return 23.44 * Math.sin((2 * Math.PI * (doy - 80)) / TROPICAL_YEAR_DAYS);
}

/** Sun altitude at solar noon in degrees; negative in polar night. */
export function noonSunAltitude(lat: number, doy: number): number {
  return 90 - Math.abs(lat - solarDeclination(doy));
}

/**
 * Daily temperature cycle in [-1, 1]: coldest around sunrise (solar 05:00), warmest mid
 * afternoon (solar 15:00), rising faster than it falls, as real air temperature does.
 */
export function diurnalShape(solarHourOfDay: number): number {
  if (solarHourOfDay >= 5 && solarHourOfDay < 15) return -Math.cos((Math.PI * (solarHourOfDay - 5)) / 10);
  const sinceMax = (solarHourOfDay - 15 + 24) % 24;
  return Math.cos((Math.PI * sinceMax) / 14);
}
