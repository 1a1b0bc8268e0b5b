/**
 * The climate a place's weather varies around: published monthly normals of the nearest
 * stations (src/mocks/data/climate-normals.ts), interpolated in space and in time.
 *
 * Space: modified Shepard inverse-distance weighting over the NEAREST_STATIONS nearest
 * stations, each weight ((R − d) / (R·d))² with R the distance of the next-nearest station,
 * so a station's weight fades to zero exactly when it drops out of the set and the result is
 * continuous everywhere. Temperatures are interpolated reduced to sea level by the standard
 * lapse rate and brought back to the place's elevation. A place without a known elevation
 * (the GeoNames extract the catalog is built from carries none) gets the terrain's, see
 * ./place-elevation.ts, so a mountain village is colder than the valley stations around it.
 * Time: each month's value stands for the middle of the month, linearly in between.
 */
import { CLIMATE_NORMALS_TABLE } from '../data/climate-normals';
import { MS_PER_DAY, MS_PER_HOUR } from './local-time';
import { placeElevation } from './place-elevation';

/** Standard-atmosphere environmental lapse rate. */
export const LAPSE_RATE_C_PER_KM = 6.5;
export const NEAREST_STATIONS = 6;

const TROPICAL_YEAR_DAYS = 365.2422;
const EARTH_RADIUS_KM = 6371;
const DEG = Math.PI / 180;
const DAYS_IN_MONTH = [31, 28.25, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

export interface ClimateStation {
  readonly name: string;
  readonly lat: number;
  readonly lon: number;
  readonly elevationM: number;
  /** Mean daily maximum / minimum °C, precipitation mm and days with ≥ 1 mm, January first. */
  readonly tmax: readonly number[];
  readonly tmin: readonly number[];
  readonly precipitation: readonly number[];
  readonly wetDays: readonly number[];
}

interface IndexedStation extends ClimateStation {
  readonly x: number;
  readonly y: number;
  readonly z: number;
}

function unitVector(lat: number, lon: number): [number, number, number] {
  const cosLat = Math.cos(lat * DEG);
  return [cosLat * Math.cos(lon * DEG), cosLat * Math.sin(lon * DEG), Math.sin(lat * DEG)];
}

function parseNumbers(text: string, line: string): number[] {
  const values = text.trim().split(/\s+/).map(Number);
  if (values.length !== 12 || values.some((v) => !Number.isFinite(v))) throw new Error(`Bad climate normals: ${line}`);
  return values;
}

export function parseClimateNormals(table: string): ClimateStation[] {
  return table
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [name = '', lat = '', lon = '', elevation = '', tmax = '', tmin = '', precipitation = '', wetDays = ''] =
        line.split(';');
      return {
        name,
        lat: Number(lat),
        lon: Number(lon),
        elevationM: Number(elevation),
        tmax: parseNumbers(tmax, line),
        tmin: parseNumbers(tmin, line),
        precipitation: parseNumbers(precipitation, line),
        wetDays: parseNumbers(wetDays, line),
      };
    });
}

export const CLIMATE_STATIONS: readonly ClimateStation[] = parseClimateNormals(CLIMATE_NORMALS_TABLE);

const INDEXED: readonly IndexedStation[] = CLIMATE_STATIONS.map((station) => {
  const [x, y, z] = unitVector(station.lat, station.lon);
  return { ...station, x, y, z };
});

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

export interface StationWeight {
  readonly station: ClimateStation;
  weight: number;
  readonly distanceKm: number;
}

/** Distance-weighted stations around a point (weights sum to 1). */
export function stationWeights(lat: number, lon: number): StationWeight[] {
  const [px, py, pz] = unitVector(lat, lon);
  // Keep the k+1 nearest by chord length (monotonic in great-circle distance).
  const nearest: { station: IndexedStation; chord: number }[] = [];
  for (const station of INDEXED) {
    const dx = station.x - px;
    const dy = station.y - py;
    const dz = station.z - pz;
    const chord = dx * dx + dy * dy + dz * dz;
    if (nearest.length === NEAREST_STATIONS + 1 && chord >= nearest[NEAREST_STATIONS]!.chord) continue;
    let i = Math.min(nearest.length, NEAREST_STATIONS);
    while (i > 0 && nearest[i - 1]!.chord > chord) i--;
    nearest.splice(i, 0, { station, chord });
    if (nearest.length > NEAREST_STATIONS + 1) nearest.pop();
  }
  const km = (chord: number): number => 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(chord) / 2));
  const radius = km(nearest[NEAREST_STATIONS]!.chord);
  const weighted: StationWeight[] = [];
  let total = 0;
  for (let i = 0; i < NEAREST_STATIONS; i++) {
    const { station, chord } = nearest[i]!;
    const d = km(chord);
    if (d < 1e-3) return [{ station, weight: 1, distanceKm: d }];
    const weight = radius > d ? ((radius - d) / (radius * d)) ** 2 : 0;
    weighted.push({ station, weight, distanceKm: d });
    total += weight;
  }
  if (total === 0) return [{ station: nearest[0]!.station, weight: 1, distanceKm: km(nearest[0]!.chord) }];
  for (const entry of weighted) entry.weight /= total;
  return weighted.filter((entry) => entry.weight > 0);
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

/** Fractional day of the year from 1 January 00:00 UTC; the drift of the fixed year length is irrelevant here. */
export function dayOfYear(epochMs: number): number {
  const days = (epochMs - Date.UTC(2000, 0, 1)) / MS_PER_DAY;
  return ((days % TROPICAL_YEAR_DAYS) + TROPICAL_YEAR_DAYS) % TROPICAL_YEAR_DAYS;
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

/**
 * Daily temperature cycle in [-1, 1]: coldest around sunrise (solar 05:00), warmest mid
 * afternoon (solar 15:00), rising faster than it falls, as real air temperature does.
 */
export function diurnalShape(solarHourOfDay: number): number {
  if (solarHourOfDay >= 5 && solarHourOfDay < 15) return -Math.cos((Math.PI * (solarHourOfDay - 5)) / 10);
  const sinceMax = (solarHourOfDay - 15 + 24) % 24;
  return Math.cos((Math.PI * sinceMax) / 14);
}
