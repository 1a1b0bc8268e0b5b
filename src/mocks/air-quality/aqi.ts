/**
 * US EPA AQI from concentrations: truncate as EPA prescribes, find the breakpoint row,
 * interpolate linearly, round to the nearest integer, take the highest sub-index.
 */
import {
  AQI_MAX,
  type AqiLevel,
  INDEXED_POLLUTANTS,
  type IndexedPollutant,
  type Pollutant,
} from '../../api/schemas/air-quality';
import { AQI_CATEGORIES } from '../../api/schemas/aqi-categories';
import { EPA_SCALES, toNative, truncatedSteps } from './epa-breakpoints';

export type SubIndexes = Partial<Record<IndexedPollutant, number>>;

export interface AqiResult {
  readonly aqi: number;
  readonly level: AqiLevel;
  /** Pollutant with the highest sub-index; null when every sub-index is 0 (nothing dominates clean air). */
  readonly dominantPollutant: IndexedPollutant | null;
  readonly subIndexes: SubIndexes;
}

interface StepRow {
  readonly low: number;
  readonly high: number;
  readonly aqiLow: number;
  readonly aqiHigh: number;
}

function toStepRows(pollutant: IndexedPollutant): readonly StepRow[] {
  const scale = 10 ** EPA_SCALES[pollutant].decimals;
  return EPA_SCALES[pollutant].rows.map((row) => ({
    low: Math.round(row.low * scale),
    high: Math.round(row.high * scale),
    aqiLow: row.aqiLow,
    aqiHigh: row.aqiHigh,
  }));
}

// Rows in integer truncation steps (PM2.5 9.1 → 91), built once; see truncatedSteps.
const STEP_ROWS: Readonly<Record<IndexedPollutant, readonly StepRow[]>> = {
  pm2_5: toStepRows('pm2_5'),
  pm10: toStepRows('pm10'),
  o3: toStepRows('o3'),
  no2: toStepRows('no2'),
  so2: toStepRows('so2'),
  co: toStepRows('co'),
};

/**
 * Sub-index for a concentration in the pollutant's native unit (µg/m³ for PM, ppm for O3
 * and CO, ppb for NO2 and SO2). Negative values count as 0; anything above the top of the
 * table is 500.
 */
export function subIndexFromNative(pollutant: IndexedPollutant, native: number): number {
  if (Number.isNaN(native)) throw new RangeError(`subIndex: ${pollutant} concentration is NaN`);
  const steps = truncatedSteps(pollutant, native);
  for (const row of STEP_ROWS[pollutant]) {
    if (steps > row.high) continue;
    // Integer steps make rows contiguous, so the first row whose top is not exceeded holds the value.
    const index = ((row.aqiHigh - row.aqiLow) * (steps - row.low)) / (row.high - row.low) + row.aqiLow;
    return Math.min(AQI_MAX, Math.round(index));
  }
  return AQI_MAX;
}

/** Sub-index for a concentration in µg/m³ (converted at 25 °C with the contract's factors). */
export function subIndex(pollutant: IndexedPollutant, microgramsPerM3: number): number {
  return subIndexFromNative(pollutant, toNative(pollutant, microgramsPerM3));
}

/** Category of an integer AQI, the service's to assign (the app shows it); above the index is hazardous. */
export function aqiLevel(aqi: number): AqiLevel {
  return (AQI_CATEGORIES.find((category) => aqi <= category.max) ?? AQI_CATEGORIES[AQI_CATEGORIES.length - 1]!).level;
}

/**
 * AQI of a set of concentrations (µg/m³). Pollutants without an EPA index (NH3) and
 * missing ones are ignored. Ties go to the pollutant listed first in INDEXED_POLLUTANTS
 * (PM2.5 before PM10 before O3 …), so the result does not depend on key order.
 */
export function computeAqi(concentrations: Partial<Record<Pollutant, number>>): AqiResult {
  const subIndexes: SubIndexes = {};
  let aqi = 0;
  let dominantPollutant: IndexedPollutant | null = null;
  for (const pollutant of INDEXED_POLLUTANTS) {
    const value = concentrations[pollutant];
    if (value === undefined) continue;
    const index = subIndex(pollutant, value);
    subIndexes[pollutant] = index;
    if (index > aqi) {
      aqi = index;
      dominantPollutant = pollutant;
    }
  }
  return { aqi, level: aqiLevel(aqi), dominantPollutant, subIndexes };
}
