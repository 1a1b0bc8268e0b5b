// Quantities derived from what the forecast gives: pressure at sea level, its trend, the dew point.

/** The standard atmosphere's lapse rate, kelvin per metre. */
const LAPSE_RATE = 0.0065;
/** g·M / (R·L) for dry air: the exponent of the hypsometric equation. */
const HYPSOMETRIC_EXPONENT = 5.257;

/**
 * The station pressure `hpa` at `elevationM` reduced to sea level, at the air temperature
 * `celsius` (the hypsometric equation, as WMO stations report QFF-like values).
 */
export function seaLevelPressure(hpa: number, elevationM: number, celsius: number): number {
  const rise = LAPSE_RATE * elevationM;
  return hpa * (1 - rise / (celsius + rise + 273.15)) ** -HYPSOMETRIC_EXPONENT;
}

/**
 * The pressure as weather reports give it: reduced to sea level where the elevation is known (which
 * needs the temperature too), else the station's own reading; `null` where a needed value is missing.
 */
export function reportedPressure(hpa: number | null | undefined, celsius: number | null | undefined, elevationM: number | undefined): number | null {
  if (hpa == null) return null;
  if (elevationM === undefined) return hpa;
  return celsius == null ? null : seaLevelPressure(hpa, elevationM, celsius);
}

/** Hours ahead a pressure trend compares with (the barometric tendency's three hours). */
export const TREND_HOURS = 3;

/** Three hours' change (hPa) within which the pressure counts as steady: the usual barometer's "steady". */
export const STEADY_WITHIN_HPA = 1;

export type PressureTrend = 'rising' | 'steady' | 'falling';

/** Whether the pressure rises, holds or falls from `now` to three hours later. */
export function pressureTrend(now: number, inThreeHours: number): PressureTrend {
  const change = inThreeHours - now;
  if (Math.abs(change) < STEADY_WITHIN_HPA) return 'steady';
  return change > 0 ? 'rising' : 'falling';
}

// Magnus coefficients over water (Alduchov and Eskridge, 1996).
const MAGNUS_A = 17.625;
const MAGNUS_B = 243.04;

/** The dew point (°C) of air at `celsius` and `humidity` per cent (Magnus formula). */
export function dewPoint(celsius: number, humidity: number): number {
  const gamma = Math.log(Math.max(humidity, 1) / 100) + (MAGNUS_A * celsius) / (MAGNUS_B + celsius);
  return (MAGNUS_B * gamma) / (MAGNUS_A - gamma);
}
