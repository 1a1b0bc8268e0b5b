/**
 * The WMO weather code of an hour, picked from its physical state (temperature, rain rate,
 * cloud, convection), with the thresholds that decide it.
 */
import { intensityOf, type Intensity } from '../../lib/precipitation-rate';
import type { WmoWeatherCode } from '../../lib/weather-codes';

/** Rain's and showers' codes by how hard they fall, on the scale the app's words use. */
const RAIN_CODES: Record<Intensity, WmoWeatherCode> = { light: 61, moderate: 63, heavy: 65 };
const SHOWER_CODES: Record<Intensity, WmoWeatherCode> = { light: 80, moderate: 81, heavy: 82 };
/** Highest air temperature (°C) at which precipitation falls as snow. */
export const SNOW_MAX_TEMPERATURE = 1;
/** Lowest air temperature (°C) for thunderstorms: below it convection gives showers only. */
export const THUNDER_MIN_TEMPERATURE = 14;
/** Cloud-cover bands (%) that the dry-weather codes stand for, inclusive. */
export const CLOUD_RANGE_BY_CODE: Readonly<Record<0 | 1 | 2 | 3, readonly [number, number]>> = {
  0: [0, 19],
  1: [20, 49],
  2: [50, 84],
  3: [85, 100],
};

export interface CodeInputs {
  readonly temperature: number;
  /** mm in the hour, already rounded; 0 means dry. */
  readonly precipitation: number;
  readonly cloudCover: number;
  /** [0, 1): how convective (showery) the air is. */
  readonly showeriness: number;
  /** ≥ 0, above 0.3 means storms: showeriness × warmth × time of day. Thunder also needs warm air and a heavy rate. */
  readonly thunderScore: number;
  /** Whether liquid precipitation freezes on contact in this episode (near-zero air). */
  readonly freezing: boolean;
  /** [0, 1): chance draw for hail in a thunderstorm and snow grains in light cold precipitation. */
  readonly draw: number;
  readonly fog: boolean;
}

/** Dry-weather code for a cloud cover. */
export function cloudCode(cloudCover: number): WmoWeatherCode {
  if (cloudCover <= CLOUD_RANGE_BY_CODE[0][1]) return 0;
  if (cloudCover <= CLOUD_RANGE_BY_CODE[1][1]) return 1;
  if (cloudCover <= CLOUD_RANGE_BY_CODE[2][1]) return 2;
  return 3;
}

/** WMO code from the physical state; rain's intensity bands are the app's own (src/lib/precipitation-rate.ts). */
export function pickWeatherCode(input: CodeInputs): WmoWeatherCode {
  const { temperature: t, precipitation: rate } = input;
  if (rate <= 0) {
    if (input.fog) return t < 0 ? 48 : 45;
    return cloudCode(input.cloudCover);
  }
  if (t <= SNOW_MAX_TEMPERATURE) {
    if (input.freezing && t > -5) {
      if (rate < 0.5) return rate < 0.2 ? 56 : 57;
      return intensityOf(rate) === 'light' ? 66 : 67;
    }
    if (rate < 0.3 && t < -2 && input.draw < 0.15) return 77;
    if (input.showeriness > 0.6) return rate < 1 ? 85 : 86;
    if (rate < 0.7) return 71;
    return rate < 2 ? 73 : 75;
  }
  if (t >= THUNDER_MIN_TEMPERATURE && rate >= 1.5 && input.thunderScore > 0.3) {
    if (t >= 18 && rate >= 4 && input.draw < 0.25) return rate >= 8 ? 99 : 96;
    return 95;
  }
  if (input.showeriness > 0.55) {
    return SHOWER_CODES[intensityOf(rate)];
  }
  if (rate < 0.5 && input.showeriness < 0.35) {
    if (rate < 0.2) return 51;
    return rate < 0.4 ? 53 : 55;
  }
  return RAIN_CODES[intensityOf(rate)];
}
