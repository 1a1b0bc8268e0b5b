/**
 * How hard rain or snow falls, in millimetres (water) per hour: one scale for every word the app
 * says about it, in the day in words, the nowcast, the model comparison and the warnings.
 */
import { WARNING_THRESHOLDS } from './weather-warnings/thresholds';

/** From this rate an hour is wet: less is a trace nobody plans around. */
export const WET_FROM_MM_PER_HOUR = 0.2;
/** From this rate rain is moderate, not light (the AMS's light rain ends at 2.5 mm/h). */
export const MODERATE_FROM_MM_PER_HOUR = 2.5;
/** From this rate rain is heavy, where the heavy rain warning starts: 7.6 mm/h, the AMS's, as weather codes count it. */
export const HEAVY_FROM_MM_PER_HOUR = WARNING_THRESHOLDS.rain.mmPerHour;

export type Intensity = 'light' | 'moderate' | 'heavy';

/** The rate of `mm` fallen over `minutes`. */
export function ratePerHour(mm: number, minutes: number): number {
  return (mm * 60) / minutes;
}

export function isWet(mmPerHour: number): boolean {
  return mmPerHour >= WET_FROM_MM_PER_HOUR;
}

export function intensityOf(mmPerHour: number): Intensity {
  if (mmPerHour < MODERATE_FROM_MM_PER_HOUR) return 'light';
  return mmPerHour < HEAVY_FROM_MM_PER_HOUR ? 'moderate' : 'heavy';
}
