/**
 * US EPA AQI breakpoints as revised in 2024 (PM2.5 NAAQS final rule, 7 Feb 2024; EPA
 * "Technical Assistance Document for the Reporting of Daily Air Quality – the Air Quality
 * Index (AQI)", EPA-454/B-24-002, May 2024), in each pollutant's native unit.
 *
 * The 2024 revision lowered the PM2.5 "good" ceiling to 9.0 µg/m³, moved the PM2.5
 * "unhealthy for sensitive groups" row to start at 35.5 and "unhealthy" at 55.5, and
 * merged the two hazardous rows (301-400, 401-500) into one 301-500 row for every
 * pollutant.
 *
 * Choices where the mock has one hourly number but EPA uses several averaging periods:
 * - O3: the 8-hour rows give 0-300 (up to 0.200 ppm). EPA says 8-hour values above 0.200
 *   ppm must be indexed with 1-hour O3, whose 201-300 row is 0.205-0.404 ppm and whose
 *   hazardous row is 0.405-0.604 ppm. Reading our single value as the 1-hour value there,
 *   0.201-0.404 ppm stays at 300 (neither table puts it higher, and dropping below 300 as
 *   the 1-hour row would do for 0.201-0.250 would make the index non-monotonic), and
 *   0.405-0.604 ppm → 301-500.
 * - SO2: the 1-hour rows are used up to 304 ppb (AQI 200); EPA prescribes 24-hour SO2 for
 *   the 305-604 and 605-1004 rows, which we apply to the same value.
 * - PM2.5, PM10: 24-hour rows; CO: 8-hour; NO2: 1-hour, all applied to the value given.
 */
import type { IndexedPollutant } from '../../api/schemas/air-quality';
import { AQI_CATEGORIES } from '../../api/schemas/aqi-categories';

export type NativeUnit = 'µg/m³' | 'ppm' | 'ppb';

/** One row: native concentrations [low, high] map linearly onto AQI [aqiLow, aqiHigh]. */
export interface BreakpointRow {
  readonly low: number;
  readonly high: number;
  readonly aqiLow: number;
  readonly aqiHigh: number;
}

export interface PollutantScale {
  readonly unit: NativeUnit;
  /** Decimal places kept when truncating, as EPA prescribes (PM2.5 0.1 µg/m³, O3 0.001 ppm, …). */
  readonly decimals: number;
  readonly averaging: string;
  readonly rows: readonly BreakpointRow[];
}

/** The AQI categories every pollutant shares, as [aqiLow, aqiHigh]. */
export const AQI_ROWS: readonly (readonly [number, number])[] = AQI_CATEGORIES.map(({ min, max }) => [min, max] as const);

function rows(bounds: readonly (readonly [number, number])[], aqi: readonly (readonly [number, number])[] = AQI_ROWS): BreakpointRow[] {
  return bounds.map(([low, high], i) => {
    const [aqiLow, aqiHigh] = aqi[i]!;
    return { low, high, aqiLow, aqiHigh };
  });
}

export const EPA_SCALES: Readonly<Record<IndexedPollutant, PollutantScale>> = {
  pm2_5: {
    unit: 'µg/m³',
    decimals: 1,
    averaging: '24-hour',
    rows: rows([[0.0, 9.0], [9.1, 35.4], [35.5, 55.4], [55.5, 125.4], [125.5, 225.4], [225.5, 325.4]]),
  },
  pm10: {
    unit: 'µg/m³',
    decimals: 0,
    averaging: '24-hour',
    rows: rows([[0, 54], [55, 154], [155, 254], [255, 354], [355, 424], [425, 604]]),
  },
  o3: {
    unit: 'ppm',
    decimals: 3,
    averaging: '8-hour (1-hour above 0.200 ppm)',
    rows: rows(
      [[0.0, 0.054], [0.055, 0.07], [0.071, 0.085], [0.086, 0.105], [0.106, 0.2], [0.201, 0.404], [0.405, 0.604]],
      [...AQI_ROWS.slice(0, 5), [300, 300], AQI_ROWS[5]!],
    ),
  },
  co: {
    unit: 'ppm',
    decimals: 1,
    averaging: '8-hour',
    rows: rows([[0.0, 4.4], [4.5, 9.4], [9.5, 12.4], [12.5, 15.4], [15.5, 30.4], [30.5, 50.4]]),
  },
  so2: {
    unit: 'ppb',
    decimals: 0,
    averaging: '1-hour (24-hour from 305 ppb)',
    rows: rows([[0, 35], [36, 75], [76, 185], [186, 304], [305, 604], [605, 1004]]),
  },
  no2: {
    unit: 'ppb',
    decimals: 0,
    averaging: '1-hour',
    rows: rows([[0, 53], [54, 100], [101, 360], [361, 649], [650, 1249], [1250, 2049]]),
  },
};

/**
 * µg/m³ per native unit at 25 °C and 1 atm (the contract's factors): 1 ppb O3 = 1.96 µg/m³,
 * so 1 ppm O3 = 1960 µg/m³; 1 ppm CO = 1145 µg/m³.
 */
export const MICROGRAMS_PER_NATIVE_UNIT: Readonly<Record<IndexedPollutant, number>> = {
  pm2_5: 1,
  pm10: 1,
  o3: 1960,
  no2: 1.88,
  so2: 2.62,
  co: 1145,
};

export function toNative(pollutant: IndexedPollutant, microgramsPerM3: number): number {
  return microgramsPerM3 / MICROGRAMS_PER_NATIVE_UNIT[pollutant];
}

export function toMicrograms(pollutant: IndexedPollutant, native: number): number {
  return native * MICROGRAMS_PER_NATIVE_UNIT[pollutant];
}

/**
 * Binary floating point cannot hold most decimal boundaries: 0.055 ppm of O3 converted to
 * µg/m³ and back is 0.054999…, which plain truncation would push into the row below. A
 * nudge of a millionth of the last kept digit absorbs that error and changes no real
 * measurement.
 */
const TRUNCATION_TOLERANCE = 1e-6;

/**
 * The concentration truncated as EPA prescribes, as an integer count of its last kept
 * digit (PM2.5 9.09 → 90 tenths). Integers make the row lookup exact: rows are contiguous
 * in these units (9.0 → 90, 9.1 → 91), so no value can fall between two rows.
 */
export function truncatedSteps(pollutant: IndexedPollutant, native: number): number {
  const scale = 10 ** EPA_SCALES[pollutant].decimals;
  return Math.floor(Math.max(0, native) * scale + TRUNCATION_TOLERANCE);
}

/** The concentration truncated as EPA prescribes, in native units (PM2.5 9.09 → 9.0). */
export function truncateNative(pollutant: IndexedPollutant, native: number): number {
  return truncatedSteps(pollutant, native) / 10 ** EPA_SCALES[pollutant].decimals;
}
