import type { ClimateNow } from './climate';
import { clamp, roundTo } from './numbers';
import { diurnalShape } from './solar-day';

/** How the month's rain falls here: how often and how hard. */
export interface RainClimate {
  /** Moisture above which it rains (1 − the share of wet hours). */
  readonly threshold: number;
  /** Mean rate of a wet hour, mm/h. */
  readonly meanRate: number;
  /** How steeply the rate rises towards the wettest hours: warm air rains in short downpours. */
  readonly peakiness: number;
}

/** The most days in a month (as a share) that a trace of rain alone makes wet. */
const TRACE_WET_DAY_SHARE = 0.05;

/** Mean mm of a rain day under which a month's rain comes as drizzle: light rain on many days. */
const DRIZZLE_DAY_MM = 5;

/**
 * How many more wet hours a rain day takes in drizzle: light rain leaves more of its wet days under
 * 1 mm, so more wet hours are needed for as many days to reach it. Faded in over the first few
 * rain days of a month, so a month of a trace or a rare shower keeps its hours.
 */
function drizzleFactor(wetDayShare: number, precipitationPerDay: number): number {
  const dayMm = precipitationPerDay / Math.max(wetDayShare, 0.01);
  const factor = clamp((DRIZZLE_DAY_MM / dayMm) ** 1.5, 1, 3);
  return 1 + (factor - 1) * clamp((wetDayShare - 0.05) / 0.1, 0, 1);
}

/** Share of days with rain: the normals' days of ≥ 1 mm; a month with a trace but no such day still rains now and then. */
export function wetDayShareOf(normals: ClimateNow): number {
  return Math.max(normals.wetDayShare, Math.min(normals.precipitationPerDay / 4, TRACE_WET_DAY_SHARE));
}

export function rainClimate(normals: ClimateNow): RainClimate {
  const mean = (normals.tmax + normals.tmin) / 2;
  const wetDays = wetDayShareOf(normals);
  // Wet hours per rain day: spells run over days, some of whose few wet hours stay under 1 mm;
  // monsoon rain lasts longer. Fitted to the stations' rain days (scripts/bench-climate/rain-days.ts).
  const hoursPerWetDay =
    (13 + 8 * clamp(normals.seasonalWetness - 1.5, 0, 1)) * drizzleFactor(wetDays, normals.precipitationPerDay);
  const wetShare = clamp((wetDays * hoursPerWetDay) / 24, 0.0002, 0.6);
  const peakiness = 1.5 + 3.5 * clamp((mean - 16) / 10, 0, 1);
  return { threshold: 1 - wetShare, meanRate: normals.precipitationPerDay / (24 * wetShare), peakiness };
}

/** A day's mean of the afternoon's peak (the diurnal shape's positive half, squared). */
const AFTERNOON_PEAK_MEAN = (() => {
  let sum = 0;
  for (let minute = 0; minute < 1440; minute++) sum += Math.max(0, diurnalShape(minute / 60)) ** 2;
  return sum / 1440;
})();

/**
 * How much likelier than the day's average a wet hour is at this point of the day (`diurnal`), in
 * air this convective (0–1): warm tropical air rains in short afternoon showers, less at night.
 */
export function convectiveLikelihood(diurnal: number, convective: number): number {
  return 1 - convective + (convective * Math.max(0, diurnal) ** 2) / AFTERNOON_PEAK_MEAN;
}

/**
 * Moisture (uniform in 0–1) with every level's chance of being passed scaled by `likelier`: a wet
 * hour `likelier` times as likely, its excess over the threshold still uniform, so a day whose
 * `likelier` averages 1 keeps the rain its normals give.
 */
export function withConvection(moisture: number, likelier: number): number {
  return clamp(1 - (1 - moisture) / likelier, 0, 1);
}

/**
 * Rate in mm/h at a moisture value. Above the threshold it grows as excess^peakiness with a
 * factor that makes its mean over wet hours exactly `meanRate` (excess is uniform there), so
 * the month's total matches the normal on average.
 */
export function rainRate(rain: RainClimate, moisture: number): number {
  if (moisture <= rain.threshold) return 0;
  const excess = (moisture - rain.threshold) / (1 - rain.threshold);
  return rain.meanRate * (rain.peakiness + 1) * excess ** rain.peakiness;
}

/** mm in quarter hour `quarter` (0-3) of an hour whose moisture runs from `start` to `end`. */
export function quarterAmount(rain: RainClimate, start: number, end: number, quarter: number): number {
  return rainRate(rain, start + ((end - start) * (quarter + 0.5)) / 4) / 4;
}

/** mm in the hour, rounded as reported: the sum of its quarter hours. */
export function hourAmount(rain: RainClimate, start: number, end: number): number {
  let total = 0;
  for (let quarter = 0; quarter < 4; quarter++) total += quarterAmount(rain, start, end, quarter);
  return roundTo(total, 1);
}
