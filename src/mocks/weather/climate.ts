/**
 * A crude but plausible climatology: mean temperature by latitude, a seasonal swing whose
 * sign follows the hemisphere, a diurnal cycle driven by the sun, and a lapse rate for
 * elevation. Weather (anomalies, cloud, rain) is layered on top in conditions.ts.
 */
import { MS_PER_DAY, MS_PER_HOUR } from './local-time';

/** Standard-atmosphere environmental lapse rate. */
export const LAPSE_RATE_C_PER_KM = 6.5;

const TROPICAL_YEAR_DAYS = 365.2422;
/** Day-of-year (0 = 1 January) of the coldest day in the northern hemisphere, roughly. */
const COLDEST_DAY_NORTH = 20;
const DEG = Math.PI / 180;

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

/** Annual mean sea-level temperature: ~27 °C at the equator, ~15 °C at 45°, ~-10 °C at 78°. */
export function annualMeanTemperature(lat: number): number {
  return 27 - 0.006 * lat * lat;
}

/**
 * Half the summer-winter difference. Grows with latitude; the southern hemisphere is
 * mostly ocean and swings less. `continentality` (0.7-1.3 per place) stands in for the
 * distance to the sea, which the mock does not know.
 */
export function seasonalAmplitude(lat: number, continentality: number): number {
  const hemisphereFactor = lat >= 0 ? 1 : 0.7;
  return 12 * Math.sin(Math.abs(lat) * DEG) * hemisphereFactor * continentality;
}

/** Seasonal departure from the annual mean; winter is negative in both hemispheres. */
export function seasonalAnomaly(lat: number, doy: number, continentality: number): number {
  const northern = -Math.cos((2 * Math.PI * (doy - COLDEST_DAY_NORTH)) / TROPICAL_YEAR_DAYS);
  return (lat >= 0 ? northern : -northern) * seasonalAmplitude(lat, continentality);
}

export function elevationCooling(elevationM: number): number {
  return (-LAPSE_RATE_C_PER_KM * elevationM) / 1000;
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

/**
 * Half of the day-night range in °C: ~6 under a high clear sky, shrinking with cloud and
 * with a low sun (almost nothing in polar night).
 */
export function diurnalHalfRange(lat: number, doy: number, cloudCoverPct: number): number {
  const sunFactor = Math.min(1, Math.max(0.05, (noonSunAltitude(lat, doy) + 5) / 50));
  return 6 * sunFactor * (1 - 0.6 * (cloudCoverPct / 100));
}

/** Seasonal, elevation-corrected mean temperature for the instant (no diurnal, no weather). */
export function climatologicalTemperature(lat: number, elevationM: number, doy: number, continentality: number): number {
  return annualMeanTemperature(lat) + seasonalAnomaly(lat, doy, continentality) + elevationCooling(elevationM);
}
