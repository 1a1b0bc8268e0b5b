/**
 * The climate a place's weather varies around: published monthly normals of the nearest
 * stations (./climate-stations.ts), interpolated in space and in time.
 *
 * Space: the stations' distance weights. Temperatures are interpolated reduced to sea level
 * by the standard lapse rate and brought back to the place's elevation. A place without a
 * known elevation (the GeoNames extract the catalog is built from carries none) gets the
 * terrain's, see ./place-elevation.ts, so a mountain village is colder than the valley
 * stations around it.
 * Time: each month's value stands for the middle of the month, linearly in between.
 */
import { stationWeights } from './climate-stations';
import { placeElevation } from './place-elevation';
import { TROPICAL_YEAR_DAYS } from './solar-day';

/** Standard-atmosphere environmental lapse rate. */
export const LAPSE_RATE_C_PER_KM = 6.5;

const DAYS_IN_MONTH = [31, 28.25, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/** A place's climate: twelve monthly values of each normal at the place's elevation. */
export interface PlaceClimate {
  readonly elevationM: number;
  readonly tmax: readonly number[];
  readonly tmin: readonly number[];
  /** mm per day, month by month. */
  readonly precipitationPerDay: readonly number[];
  /** Share of days with ≥ 1 mm. */
  readonly wetDayShare: readonly number[];
  /** Mean mm per day over the year, to tell a wet season from a dry one. */
  readonly annualPrecipitationPerDay: number;
}

export function placeClimate(lat: number, lon: number, elevationM?: number): PlaceClimate {
  const weights = stationWeights(lat, lon);
  const elevation = elevationM ?? placeElevation(lat, lon, weights);
  const tmax: number[] = [];
  const tmin: number[] = [];
  const precipitationPerDay: number[] = [];
  const wetDayShare: number[] = [];
  let annual = 0;
  for (let month = 0; month < 12; month++) {
    let hi = 0;
    let lo = 0;
    let rain = 0;
    let wet = 0;
    for (const { station, weight } of weights) {
      const seaLevel = (LAPSE_RATE_C_PER_KM * station.elevationM) / 1000;
      hi += weight * (station.tmax[month]! + seaLevel);
      lo += weight * (station.tmin[month]! + seaLevel);
      rain += weight * station.precipitation[month]!;
      wet += weight * station.wetDays[month]!;
    }
    const cooling = (LAPSE_RATE_C_PER_KM * elevation) / 1000;
    tmax.push(hi - cooling);
    tmin.push(lo - cooling);
    precipitationPerDay.push(rain / DAYS_IN_MONTH[month]!);
    wetDayShare.push(Math.min(0.95, wet / DAYS_IN_MONTH[month]!));
    annual += rain;
  }
  return { elevationM: elevation, tmax, tmin, precipitationPerDay, wetDayShare, annualPrecipitationPerDay: annual / 365.25 };
}

/** The normals for one instant. */
export interface ClimateNow {
  readonly tmax: number;
  readonly tmin: number;
  readonly precipitationPerDay: number;
  readonly wetDayShare: number;
  /** How much wetter than the yearly mean this time of year is (1 = as wet as average). */
  readonly seasonalWetness: number;
}

function lerpMonths(values: readonly number[], a: number, b: number, f: number): number {
  return values[a]! + (values[b]! - values[a]!) * f;
}

/** The normals on a (fractional) day of the year, see dayOfYear. */
export function climateAt(climate: PlaceClimate, doy: number): ClimateNow {
  const monthPosition = (doy / TROPICAL_YEAR_DAYS) * 12 - 0.5;
  const base = Math.floor(monthPosition);
  const f = monthPosition - base;
  const a = (base + 12) % 12;
  const b = (base + 13) % 12;
  const precipitationPerDay = lerpMonths(climate.precipitationPerDay, a, b, f);
  return {
    tmax: lerpMonths(climate.tmax, a, b, f),
    tmin: lerpMonths(climate.tmin, a, b, f),
    precipitationPerDay,
    wetDayShare: lerpMonths(climate.wetDayShare, a, b, f),
    seasonalWetness: precipitationPerDay / Math.max(0.05, climate.annualPrecipitationPerDay),
  };
}
