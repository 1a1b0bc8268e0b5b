/**
 * Real sun geometry (suncalc v2: degrees, UTC instants) so is_day, sunrise, sunset and
 * the UV index match the sky at the place, including polar day and night.
 */
import { getPosition, getTimes } from 'suncalc';

const DEG = Math.PI / 180;

/**
 * Sunrise/sunset in suncalc are the moments the *geometric* centre is 0.833° below the
 * horizon (refraction + half the disc). `getPosition` returns the *apparent* altitude, i.e.
 * with suncalc's refraction term added, so the same moment reads about -0.349° there.
 * Using this threshold makes is_day flip exactly at the reported sunrise and sunset.
 */
export const SUNRISE_APPARENT_ALTITUDE_DEG = -0.833 + 0.0002967 / Math.tan(0.00312536 / 0.08901179) / DEG;

/** Apparent altitude of the sun's centre above the horizon, in degrees. */
export function sunAltitude(epochMs: number, lat: number, lon: number): number {
  return getPosition(new Date(epochMs), lat, lon).altitude;
}

export function isSunUp(epochMs: number, lat: number, lon: number): boolean {
  return sunAltitude(epochMs, lat, lon) > SUNRISE_APPARENT_ALTITUDE_DEG;
}

export type SunEvents =
  | { readonly kind: 'rise-and-set'; readonly sunriseMs: number; readonly sunsetMs: number }
  | { readonly kind: 'polar-day' }
  | { readonly kind: 'polar-night' };

/**
 * Sunrise and sunset of the solar day containing `middayMs` (pass the local civil noon of
 * the date wanted; suncalc picks the solar day around the given instant, which is the
 * right one even where civil and solar time differ by many hours, as at Kiritimati).
 */
export function sunEvents(middayMs: number, lat: number, lon: number): SunEvents {
  // No observer height: it would move sunrise away from the altitude test in isSunUp.
  const times = getTimes(new Date(middayMs), lat, lon);
  if (times.sunrise !== null && times.sunset !== null) {
    return { kind: 'rise-and-set', sunriseMs: times.sunrise.getTime(), sunsetMs: times.sunset.getTime() };
  }
  return times.alwaysUp === true ? { kind: 'polar-day' } : { kind: 'polar-night' };
}
