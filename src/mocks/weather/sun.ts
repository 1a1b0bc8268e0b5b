/**
 * Real sun geometry so is_day, sunrise, sunset and the UV index match the sky at the place,
 * including polar day and night.
 *
 * The arithmetic is suncalc 2.0.2's (Meeus ch. 15 and 25; suncalc © Vladimir Agafonkin,
 * BSD-2-Clause), written out here with the same operations in the same order so results
 * are bit-identical to `getPosition(...).altitude` and `getTimes(...).sunrise/sunset`
 * (test/mocks/weather/sun.test.ts holds them to that). The library computes an azimuth
 * nobody reads, allocates Dates and objects per call and solves five other twilight pairs
 * per day; a forecast asks ~200 times, so only what is used is computed.
 */

const { PI, sin, cos, tan, asin, acos, atan2, abs, round } = Math;
const RAD = PI / 180;
const DAY_MS = 86_400_000;
const J1970 = 2440588;
const J2000 = 2451545;
const J0 = 0.0009;
/** Sunrise and sunset: the geometric centre 0.833° below the horizon (no observer height). */
const SUNRISE_H0 = -0.833 * RAD;

/**
 * Sunrise/sunset are the moments the *geometric* centre is 0.833° below the horizon
 * (refraction + half the disc). `sunAltitude` returns the *apparent* altitude, i.e. with
 * the refraction term added, so the same moment reads about -0.349° there. Using this
 * threshold makes is_day flip exactly at the reported sunrise and sunset.
 */
export const SUNRISE_APPARENT_ALTITUDE_DEG = -0.833 + 0.0002967 / Math.tan(0.00312536 / 0.08901179) / RAD;

/** `epochMs` whole, as a Date holds it. */
function toDays(epochMs: number): number {
  return epochMs / DAY_MS - 0.5 + J1970 - J2000;
}

/** Julian day offset to epoch ms, truncated as `new Date(ms)` truncates. */
function fromJulianMs(j: number): number {
  return Math.trunc((j + 0.5 - J1970) * DAY_MS) + 0;
}

/** ΔT = TT − UT in seconds (Espenak & Meeus polynomial fits). */
function deltaT(d: number): number {
  const y = 2000 + d / 365.2425;
  let t: number;
  if (y < 1920) {
    t = y - 1900;
    return -2.79 + t * (1.494119 + t * (-0.0598939 + t * (0.0061966 - t * 0.000197)));
  }
  if (y < 1941) {
    t = y - 1920;
    return 21.2 + t * (0.84493 + t * (-0.0761 + t * 0.0020936));
  }
  if (y < 1961) {
    t = y - 1950;
    return 29.07 + t * (0.407 + t * (-1 / 233 + t / 2547));
  }
  if (y < 1986) {
    t = y - 1975;
    return 45.45 + t * (1.067 + t * (-1 / 260 - t / 718));
  }
  if (y < 2005) {
    t = y - 2000;
    return 63.86 + t * (0.3345 + t * (-0.060374 + t * (0.0017275 + t * (0.000651814 + t * 0.00002373599))));
  }
  if (y < 2050) {
    t = y - 2000;
    return 62.92 + t * (0.32217 + t * 0.005589);
  }
  t = (y - 1820) / 100;
  return -20 + 32 * t * t - 0.5628 * (2150 - y);
}

function toDaysTT(d: number): number {
  return d + deltaT(d) / 86400;
}

function siderealTime(d: number, lw: number): number {
  return RAD * (280.46061837 + 360.98564736629 * d) - lw;
}

function altitude(hourAngle: number, phi: number, dec: number): number {
  return asin(sin(phi) * sin(dec) + cos(phi) * cos(dec) * cos(hourAngle));
}

function astroRefraction(h: number): number {
  const above = h < 0 ? 0 : h;
  return 0.0002967 / tan(above + 0.00312536 / (above + 0.08901179));
}

// The sun's apparent right ascension and declination for `sunCoords`, written to these
// two slots rather than a fresh object per call.
let sunRa = 0;
let sunDec = 0;

/** Sun's apparent equatorial coordinates (Meeus ch. 25); d = days since J2000 (TT). */
function sunCoords(d: number): void {
  const t = d / 36525;
  const L0 = RAD * (280.46646 + t * (36000.76983 + t * 0.0003032));
  const M = RAD * (357.52911 + t * (35999.05029 - t * 0.0001537));
  const sinM = sin(M);
  const cosM = cos(M);
  const C =
    RAD *
    ((1.914602 - t * (0.004817 + t * 0.000014)) * sinM +
      (0.019993 - 0.000101 * t) * 2 * sinM * cosM +
      0.000289 * sinM * (3 - 4 * sinM * sinM));
  const Om = RAD * (125.04 - 1934.136 * t);
  const L = L0 + C - RAD * (0.00569 + 0.00478 * sin(Om));
  const e = RAD * (23.439291 - t * (0.0130042 + t * (0.00000016 - t * 0.000000504))) + RAD * 0.00256 * cos(Om);
  sunRa = atan2(cos(e) * sin(L), cos(L));
  sunDec = asin(sin(e) * sin(L));
}

/** Apparent altitude of the sun's centre above the horizon, in degrees. */
export function sunAltitude(epochMs: number, lat: number, lon: number): number {
  const lw = RAD * -lon;
  const phi = RAD * lat;
  const d = toDays(Math.trunc(epochMs));
  sunCoords(toDaysTT(d));
  const h = altitude(siderealTime(d, lw) - sunRa, phi, sunDec);
  return (h + astroRefraction(h)) / RAD;
}

export function isSunUp(epochMs: number, lat: number, lon: number): boolean {
  return sunAltitude(epochMs, lat, lon) > SUNRISE_APPARENT_ALTITUDE_DEG;
}

function wrapPi(a: number): number {
  return a - 2 * PI * round(a / (2 * PI));
}

function solarTransit(start: number, lw: number): number {
  let dt = start;
  for (let i = 0; i < 3; i++) {
    sunCoords(toDaysTT(dt));
    dt -= wrapPi(siderealTime(dt, lw) - sunRa) / (2 * PI);
  }
  return dt;
}

/** Day offset at which the sun reaches `SUNRISE_H0` on one side of transit, or NaN. */
function riseOrSet(dt: number, sign: -1 | 1, lw: number, phi: number, decT: number): number {
  const cosH0 = (sin(SUNRISE_H0) - sin(phi) * sin(decT)) / (cos(phi) * cos(decT));
  if (cosH0 < -1 || cosH0 > 1) return NaN;
  let d = dt + (sign * acos(cosH0)) / (2 * PI);
  for (let i = 0; i < 2; i++) {
    sunCoords(toDaysTT(d));
    const H = wrapPi(siderealTime(d, lw) - sunRa);
    const h = altitude(H, phi, sunDec);
    const sinH = cos(phi) * cos(sunDec) * sin(H);
    if (abs(sinH) < 1e-6) break;
    d += (h - SUNRISE_H0) / (2 * PI * sinH);
  }
  return d;
}

export type SunEvents =
  | { readonly kind: 'rise-and-set'; readonly sunriseMs: number; readonly sunsetMs: number }
  | { readonly kind: 'polar-day' }
  | { readonly kind: 'polar-night' };

/**
 * Sunrise and sunset of the solar day containing `middayMs` (pass the local civil noon of
 * the date wanted; the solar day around the given instant is the right one even where
 * civil and solar time differ by many hours, as at Kiritimati).
 */
export function sunEvents(middayMs: number, lat: number, lon: number): SunEvents {
  const lw = RAD * -lon;
  const phi = RAD * lat;
  const d = round(toDays(Math.trunc(middayMs)) - J0 - lw / (2 * PI));
  const dt = solarTransit(d + J0 + lw / (2 * PI), lw);
  sunCoords(toDaysTT(dt));
  const dec = sunDec;
  const rise = riseOrSet(dt, -1, lw, phi, dec);
  const set = riseOrSet(dt, 1, lw, phi, dec);
  if (!Number.isNaN(rise) && !Number.isNaN(set)) {
    return { kind: 'rise-and-set', sunriseMs: fromJulianMs(rise + J2000), sunsetMs: fromJulianMs(set + J2000) };
  }
  return altitude(0, phi, dec) > SUNRISE_H0 ? { kind: 'polar-day' } : { kind: 'polar-night' };
}
