/**
 * One hour of weather at one point. Everything comes from the smooth planet-wide fields in
 * field.ts (pressure, moisture, warmth) laid over the place's climate normals (climate.ts):
 * - a moisture value, made uniform on [0, 1] by the field's own distribution, sets cloud,
 *   humidity and rain, with the rain threshold chosen so that the share of wet hours and the
 *   mean amount reproduce the month's rain days and total;
 * - temperature is the normal daily mean plus a warmth anomaly plus the day-night cycle
 *   between the normal maximum and minimum, narrowed under cloud and widened under clear sky;
 * - wind is the prevailing flow of the latitude (westerlies, trades, monsoon in the wet
 *   season) plus the geostrophic wind around the pressure field's lows and highs;
 * and the WMO code is picked from those numbers, so it cannot contradict them.
 */
import type { WmoWeatherCode } from '../../lib/weather-codes';
import { type ClimateNow, climateAt, dayOfYear, diurnalShape, noonSunAltitude, solarHour } from './climate';
import { extratropicalWeight, weatherField } from './field';
import { MS_PER_HOUR } from './local-time';
import { hashString, mixHash, unitHash } from './noise';
import type { PlaceContext } from './place-context';
import { SUNRISE_APPARENT_ALTITUDE_DEG, sunAltitude } from './sun';

/** Values as the API reports them (already rounded), plus the rain drivers for derived series. */
export interface HourWeather {
  readonly epochMs: number;
  readonly temperature: number;
  readonly humidity: number;
  readonly apparentTemperature: number;
  readonly precipitationProbability: number;
  /** mm in the hour: the sum of its four quarter hours. */
  readonly precipitation: number;
  readonly weatherCode: WmoWeatherCode;
  readonly windSpeed: number;
  readonly windDirection: number;
  readonly windGusts: number;
  readonly surfacePressure: number;
  readonly cloudCover: number;
  readonly uvIndex: number;
  readonly visibility: number;
  readonly isDay: 0 | 1;
  /** Uniform moisture in [0, 1] at the start and the end of the hour. */
  readonly moisture: number;
  readonly moistureEnd: number;
  readonly rain: RainClimate;
}

/** WMO 4677 rain intensity bands, mm/h: slight below the first, heavy from the second. */
export const SLIGHT_RAIN_MAX_MM_H = 2.5;
export const MODERATE_RAIN_MAX_MM_H = 7.6;
/** Highest air temperature (°C) at which precipitation falls as snow. */
export const SNOW_MAX_TEMPERATURE = 1;
/** Lowest air temperature (°C) for thunderstorms: below it convection gives showers only. */
export const THUNDER_MIN_TEMPERATURE = 14;
/** Highest probability reported for an hour without precipitation. */
export const DRY_HOUR_MAX_PROBABILITY = 30;
/** Lowest probability reported for an hour with precipitation. */
export const WET_HOUR_MIN_PROBABILITY = 55;

/** Cloud-cover bands (%) that the dry-weather codes stand for, inclusive. */
export const CLOUD_RANGE_BY_CODE: Readonly<Record<0 | 1 | 2 | 3, readonly [number, number]>> = {
  0: [0, 19],
  1: [20, 49],
  2: [50, 84],
  3: [85, 100],
};

export function clamp(value: number, low: number, high: number): number {
  return value < low ? low : value > high ? high : value;
}

/** Rounds and turns -0 into 0 (JSON has no -0, but deep-equality in tests does). */
export function roundTo(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  return Math.round(value * scale) / scale + 0;
}

/**
 * Apparent temperature after Steadman (1994) as used by the Australian Bureau of
 * Meteorology (and, with radiation, by Open-Meteo): humidity makes heat feel hotter, wind
 * makes any air feel colder.
 */
export function apparentTemperature(temperatureC: number, relativeHumidityPct: number, windKmh: number): number {
  const vapourPressureHpa =
    (relativeHumidityPct / 100) * 6.105 * Math.exp((17.27 * temperatureC) / (237.7 + temperatureC));
  return temperatureC + 0.33 * vapourPressureHpa - 0.7 * (windKmh / 3.6) - 4;
}

/** Surface pressure from sea-level pressure by the barometric formula (standard atmosphere). */
export function surfacePressureAt(seaLevelHpa: number, elevationM: number): number {
  return seaLevelHpa * (1 - 2.25577e-5 * elevationM) ** 5.25588;
}

/**
 * Clear-sky UV index ≈ 12.5·cos(SZA)^2.42 (a standard fit), reduced by cloud and raised
 * ~6 % per km of elevation.
 */
export function uvIndexFor(sunAltitudeDeg: number, cloudCoverPct: number, elevationM: number): number {
  if (sunAltitudeDeg <= 0) return 0;
  const cosZenith = Math.sin((sunAltitudeDeg * Math.PI) / 180);
  const cloudFactor = 1 - 0.7 * (cloudCoverPct / 100) ** 2;
  return 12.5 * cosZenith ** 2.42 * cloudFactor * (1 + (0.06 * elevationM) / 1000);
}

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

/** WMO code from the physical state; intensity bands follow WMO (slight < 2.5 mm/h < heavy 7.6 mm/h for rain). */
export function pickWeatherCode(input: CodeInputs): WmoWeatherCode {
  const { temperature: t, precipitation: rate } = input;
  if (rate <= 0) {
    if (input.fog) return t < 0 ? 48 : 45;
    return cloudCode(input.cloudCover);
  }
  if (t <= SNOW_MAX_TEMPERATURE) {
    if (input.freezing && t > -5) {
      if (rate < 0.5) return rate < 0.2 ? 56 : 57;
      return rate < SLIGHT_RAIN_MAX_MM_H ? 66 : 67;
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
    if (rate < SLIGHT_RAIN_MAX_MM_H) return 80;
    return rate < MODERATE_RAIN_MAX_MM_H ? 81 : 82;
  }
  if (rate < 0.5 && input.showeriness < 0.35) {
    if (rate < 0.2) return 51;
    return rate < 0.4 ? 53 : 55;
  }
  if (rate < SLIGHT_RAIN_MAX_MM_H) return 61;
  return rate < MODERATE_RAIN_MAX_MM_H ? 63 : 65;
}


const PRESSURE_SEED = hashString('field:pressure');
const MOISTURE_SEED = hashString('field:moisture');
const WARMTH_SEED = hashString('field:warmth');
const DRAW_SEED = hashString('field:draw');

function rawMoisture(lat: number, lon: number, hours: number, pressure: number): number {
  return 0.6 * -pressure + 0.4 * weatherField(MOISTURE_SEED, lat, lon, hours);
}

/**
 * The field's distribution, sampled once over the globe and a few years: turning raw
 * moisture into its quantile makes "the wettest 5 % of hours" a plain threshold of 0.95.
 */
const MOISTURE_QUANTILES: Float64Array = (() => {
  const samples = 4096;
  const values = new Float64Array(samples);
  const seed = hashString('moisture-quantiles');
  for (let i = 0; i < samples; i++) {
    const lat = (Math.asin(2 * unitHash(seed, 3 * i) - 1) * 180) / Math.PI;
    const lon = 360 * unitHash(seed, 3 * i + 1) - 180;
    const hours = 490_000 + 30_000 * unitHash(seed, 3 * i + 2);
    values[i] = rawMoisture(lat, lon, hours, weatherField(PRESSURE_SEED, lat, lon, hours));
  }
  return values.sort();
})();

/**
 * Quantile of a raw moisture value. A forecast asks ~340 times, so the sorted samples are
 * resampled once onto an evenly spaced table that is read in O(1), linear in between.
 */
const QUANTILE_TABLE_SIZE = 1024;
const QUANTILE_LOW = MOISTURE_QUANTILES[0]!;
const QUANTILE_STEP = (MOISTURE_QUANTILES[MOISTURE_QUANTILES.length - 1]! - QUANTILE_LOW) / (QUANTILE_TABLE_SIZE - 1);
const QUANTILE_TABLE: Float64Array = (() => {
  const q = MOISTURE_QUANTILES;
  const table = new Float64Array(QUANTILE_TABLE_SIZE);
  let j = 0;
  for (let i = 0; i < QUANTILE_TABLE_SIZE; i++) {
    const raw = QUANTILE_LOW + i * QUANTILE_STEP;
    while (j < q.length - 2 && q[j + 1]! <= raw) j++;
    const span = q[j + 1]! - q[j]!;
    table[i] = Math.min(1, (j + (span > 0 ? Math.min(1, Math.max(0, (raw - q[j]!) / span)) : 0)) / (q.length - 1));
  }
  return table;
})();

export function moistureQuantile(raw: number): number {
  const position = (raw - QUANTILE_LOW) / QUANTILE_STEP;
  if (position <= 0) return 0;
  if (position >= QUANTILE_TABLE_SIZE - 1) return 1;
  const i = Math.floor(position);
  const a = QUANTILE_TABLE[i]!;
  return a + (QUANTILE_TABLE[i + 1]! - a) * (position - i);
}

/**
 * The fields change over tens of hours, so a place samples them every KNOT_HOURS (on an
 * absolute grid, so an hour's value does not depend on when it is asked for) and
 * interpolates in between: a 6-fold saving that keeps a forecast well under a millisecond.
 */
const KNOT_HOURS = 6;
const GRADIENT_STEP_DEG = 0.5;
const enum Knot {
  Pressure,
  Warmth,
  Moisture,
  PressureNorth,
  PressureEast,
}

function knotAt(ctx: PlaceContext, knot: number): Float64Array {
  let values = ctx.fieldKnots.get(knot);
  if (values === undefined) {
    const { lat, lon } = ctx;
    const hours = knot * KNOT_HOURS;
    const pressure = weatherField(PRESSURE_SEED, lat, lon, hours);
    values = new Float64Array(5);
    values[Knot.Pressure] = pressure;
    values[Knot.Warmth] = weatherField(WARMTH_SEED, lat, lon, hours);
    values[Knot.Moisture] = rawMoisture(lat, lon, hours, pressure);
    values[Knot.PressureNorth] = weatherField(PRESSURE_SEED, lat + GRADIENT_STEP_DEG, lon, hours);
    values[Knot.PressureEast] = weatherField(PRESSURE_SEED, lat, lon + GRADIENT_STEP_DEG, hours);
    ctx.fieldKnots.set(knot, values);
  }
  return values;
}

function fieldAt(ctx: PlaceContext, hours: number, which: Knot): number {
  const position = hours / KNOT_HOURS;
  const knot = Math.floor(position);
  const a = knotAt(ctx, knot)[which]!;
  const b = knotAt(ctx, knot + 1)[which]!;
  return a + (b - a) * (position - knot);
}

/** Uniform moisture in [0, 1] at a place and an absolute hour. */
export function moistureAt(ctx: PlaceContext, hours: number): number {
  return moistureQuantile(fieldAt(ctx, hours, Knot.Moisture));
}

/** How the month's rain falls here: how often and how hard. */
export interface RainClimate {
  /** Moisture above which it rains (1 − the share of wet hours). */
  readonly threshold: number;
  /** Mean rate of a wet hour, mm/h. */
  readonly meanRate: number;
}

export function rainClimate(normals: ClimateNow): RainClimate {
  const mean = (normals.tmax + normals.tmin) / 2;
  // A "rain day" has ≥ 1 mm; a month with a trace but no such days still rains now and then.
  const wetDays = Math.max(normals.wetDayShare, normals.precipitationPerDay / 4);
  // Tropical showers are short, cold-season and monsoon rain lasts.
  const hoursPerWetDay =
    4 + 4 * clamp((22 - mean) / 20, 0, 1) + 6 * clamp(normals.seasonalWetness - 1.5, 0, 1);
  const wetShare = clamp((wetDays * hoursPerWetDay) / 24, 0.0002, 0.6);
  return { threshold: 1 - wetShare, meanRate: normals.precipitationPerDay / (24 * wetShare) };
}

/**
 * Rate in mm/h at a moisture value. Above the threshold it grows as excess^1.5 with a
 * factor that makes its mean over wet hours exactly `meanRate`, so the month's total
 * matches the normal on average.
 */
export function rainRate(rain: RainClimate, moisture: number): number {
  if (moisture <= rain.threshold) return 0;
  const excess = (moisture - rain.threshold) / (1 - rain.threshold);
  return rain.meanRate * 2.5 * excess ** 1.5;
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

/** Cloud cover (%) from moisture: clear below `clearBelow`, overcast once rain is near. */
function cloudFromMoisture(moisture: number, clearBelow: number, threshold: number): number {
  if (moisture < clearBelow) return 12 * (moisture / clearBelow);
  if (moisture < threshold) return 12 + 76 * ((moisture - clearBelow) / (threshold - clearBelow));
  return 88 + 12 * ((moisture - threshold) / (1 - threshold));
}

const KM_PER_DEGREE = 111.2;
/** Geostrophic wind, km/h per unit of pressure field per km of distance. */
const GEOSTROPHIC_GAIN = 25_000;
/** Near-surface wind around a system saturates towards this (friction, km/h). */
const SYSTEM_WIND_LIMIT = 32;

/**
 * Wind towards east and north (km/h): the prevailing flow of the latitude plus the
 * geostrophic wind around the pressure field's lows (anticlockwise in the north).
 */
function windVector(ctx: PlaceContext, hours: number, pressure: number, seasonalWetness: number): [east: number, north: number] {
  const { lat } = ctx;
  const hemisphere = lat >= 0 ? 1 : -1;
  const cosLat = Math.max(0.1, Math.cos((lat * Math.PI) / 180));
  const dPdy = (fieldAt(ctx, hours, Knot.PressureNorth) - pressure) / (GRADIENT_STEP_DEG * KM_PER_DEGREE);
  const dPdx = (fieldAt(ctx, hours, Knot.PressureEast) - pressure) / (GRADIENT_STEP_DEG * KM_PER_DEGREE * cosLat);
  const coriolis = clamp((Math.abs(lat) - 8) / 17, 0, 1);
  const extratropical = extratropicalWeight(lat);
  // Trade winds blow from the north-east (south-east in the south); in a monsoon's wet
  // season the flow turns onshore from the south-west (north-west in the south).
  const monsoon = Math.abs(lat) > 5 ? clamp((seasonalWetness - 1.3) / 1.2, 0, 1) : 0;
  const tropicalEast = -14 * (1 - monsoon) + 10 * monsoon;
  const tropicalNorth = -6 * hemisphere * (1 - monsoon) + 8 * hemisphere * monsoon;
  let geoEast = GEOSTROPHIC_GAIN * coriolis * hemisphere * -dPdy;
  let geoNorth = GEOSTROPHIC_GAIN * coriolis * hemisphere * dPdx;
  const geoSpeed = Math.hypot(geoEast, geoNorth);
  if (geoSpeed > 0) {
    const scale = (SYSTEM_WIND_LIMIT * Math.tanh(geoSpeed / SYSTEM_WIND_LIMIT)) / geoSpeed;
    geoEast *= scale;
    geoNorth *= scale;
  }
  // The trades strengthen and slacken with the surges of the tropical pressure field.
  const surge = 0.5 + clamp(0.5 + 1.5 * pressure, 0, 1);
  const east = (1 - extratropical) * tropicalEast * surge + extratropical * 6 + geoEast;
  const north = (1 - extratropical) * tropicalNorth * surge + geoNorth;
  return [east, north];
}

/** Weather at an instant. Pure: depends only on the point, its climate and `epochMs`. */
export function sampleHour(ctx: PlaceContext, epochMs: number): HourWeather {
  const { lat, lon, elevationM } = ctx;
  const hours = epochMs / MS_PER_HOUR;
  const doy = dayOfYear(epochMs);
  const normals = climateAt(ctx.climate, doy);
  const noonAltitude = noonSunAltitude(lat, doy);
  const diurnal = diurnalShape(solarHour(epochMs, lon));
  const extratropical = extratropicalWeight(lat);

  const pressure = fieldAt(ctx, hours, Knot.Pressure);
  const warmth = fieldAt(ctx, hours, Knot.Warmth);
  const mean = (normals.tmax + normals.tmin) / 2;
  // Warm tropical air rains in afternoon storms: moisture peaks with the day's heat.
  const convection = 0.12 * clamp((mean - 18) / 8, 0, 1) * (1 - 0.5 * extratropical);
  const moisture = clamp(moistureAt(ctx, hours) + convection * diurnal, 0, 1);
  const moistureEnd = clamp(
    moistureAt(ctx, hours + 1) + convection * diurnalShape(solarHour(epochMs + MS_PER_HOUR, lon)),
    0,
    1,
  );

  const rain = rainClimate(normals);
  const wetDayShare = Math.max(normals.wetDayShare, normals.precipitationPerDay / 4);
  const clearBelow = Math.min(clamp(0.85 - 1.3 * wetDayShare, 0.1, 0.85), rain.threshold - 0.05);
  let cloudCover = Math.round(cloudFromMoisture(moisture, clearBelow, rain.threshold));
  // The normals already hold the average cloudiness; cloudier than average narrows the day-night range.
  const meanCloud = 6 * clearBelow + 50 * (rain.threshold - clearBelow) + 94 * (1 - rain.threshold);

  const halfRange = (normals.tmax - normals.tmin) / 2;
  // With little or no sun the spread between the normal max and min comes from passing air
  // masses rather than a daily cycle.
  const sun = clamp((noonAltitude + 2) / 25, 0, 1);
  const rangeFactor = 1 + 0.5 * ((meanCloud - cloudCover) / 100);
  const airMass = Math.sin((2 * Math.PI * hours) / 17 + (lon * Math.PI) / 90 + 3 * warmth);
  const anomalyScale = (1.2 + 3 * extratropical) * (1 + 0.25 * clamp((halfRange - 4) / 6, 0, 1));
  const temperature = roundTo(
    mean + anomalyScale * warmth + halfRange * (sun * rangeFactor * diurnal + (1 - sun) * airMass),
    1,
  );

  const precipitation = hourAmount(rain, moisture, moistureEnd);
  const wet = precipitation > 0;
  if (wet) cloudCover = Math.max(cloudCover, 80);

  const warmAir = clamp((temperature - 5) / 25, 0, 1);
  // Monsoon rain is mostly steady rain from deep cloud, not scattered showers.
  const steadySeason = clamp(normals.seasonalWetness - 1.5, 0, 1);
  const convective = clamp((mean - 10) / 15, 0, 1) * (0.6 + 0.3 * (1 - extratropical)) * (1 - 0.6 * steadySeason);
  const showeriness = clamp(convective + 0.5 * pressure, 0, 0.999);
  const [east, north] = windVector(ctx, hours, pressure, normals.seasonalWetness);
  const baseWind = Math.min(120, (2 + 0.8 * Math.hypot(east, north)) * (1 + 0.15 * Math.max(0, diurnal)));

  // Dry air has wide day-night ranges: that (and few rain days) marks a dry climate.
  const humidityBase = 45 + 33 * clamp(wetDayShare * 2.2, 0, 1) - 1.5 * Math.max(0, halfRange - 5);
  const sunFactor = clamp((noonAltitude + 5) / 50, 0.1, 1);
  let humidity =
    humidityBase + 36 * (moisture - 0.5) - 12 * diurnal * sunFactor + Math.max(0, 10 - temperature) * 0.8;
  if (wet) humidity = Math.max(humidity, 85 + Math.min(12, precipitation * 3));
  const fog = !wet && humidity >= 96 && baseWind < 8 && diurnal < -0.3;
  // Denser fog the closer the air is to saturation: 100 m at 100 %, 900 m at 96 %.
  const fogVisibility = 100 + 200 * clamp(100 - humidity, 0, 4);
  if (fog) {
    cloudCover = 100;
    humidity = 100;
  }
  humidity = Math.round(clamp(humidity, 5, 100));

  const cell = mixHash(DRAW_SEED, Math.round(lat * 2), Math.round(lon * 2));
  const weatherCode = pickWeatherCode({
    temperature,
    precipitation,
    cloudCover,
    showeriness,
    thunderScore: showeriness * (0.3 + 0.7 * Math.max(0, diurnal)) * warmAir * 2,
    // Freezing rain needs warm air aloft over a cold surface: where the warm anomaly runs high.
    freezing: warmth > 0.25,
    draw: unitHash(cell, Math.floor(hours)),
    fog,
  });
  const thunder = weatherCode >= 95;

  const windSpeed = roundTo(baseWind, 1);
  const gustFactor = 1.4 + 0.3 * clamp(0.5 + warmth, 0, 1);
  const windGusts = roundTo(baseWind * gustFactor + (thunder ? 25 : showeriness > 0.55 && wet ? 10 : 0), 1);
  // Meteorological direction is where the wind comes *from*, clockwise from north.
  const fromDeg = Math.round(((Math.atan2(-east, -north) * 180) / Math.PI + 360) % 360) % 360;

  const seaLevel = 1013 + (8 + 14 * extratropical) * 1.5 * pressure;
  const surfacePressure = roundTo(seaLevel * ctx.pressureFactor, 1);

  const altitude = sunAltitude(epochMs, lat, lon);
  const isDay: 0 | 1 = altitude > SUNRISE_APPARENT_ALTITUDE_DEG ? 1 : 0;
  const uvIndex = roundTo(uvIndexFor(altitude, cloudCover, elevationM), 2);

  let visibility: number;
  if (fog) visibility = fogVisibility;
  else if (wet && temperature <= SNOW_MAX_TEMPERATURE) visibility = 6000 / (1 + precipitation * 2);
  else if (wet) visibility = 20000 / (1 + precipitation * 0.8);
  else visibility = Math.max(4000, 30000 - 400 * Math.max(0, humidity - 60));
  visibility = Math.round(visibility / 10) * 10;

  let precipitationProbability: number;
  if (wet) {
    const intensity = clamp((Math.max(moisture, moistureEnd) - rain.threshold) / (1 - rain.threshold), 0, 1);
    precipitationProbability = Math.round(
      clamp(WET_HOUR_MIN_PROBABILITY + 45 * Math.sqrt(intensity), WET_HOUR_MIN_PROBABILITY, 100),
    );
  } else {
    const nearness = 1 - (rain.threshold - Math.max(moisture, moistureEnd)) / 0.2;
    precipitationProbability = Math.round(clamp(nearness * DRY_HOUR_MAX_PROBABILITY, 0, DRY_HOUR_MAX_PROBABILITY));
  }

  return {
    epochMs,
    temperature,
    humidity,
    apparentTemperature: roundTo(apparentTemperature(temperature, humidity, windSpeed), 1),
    precipitationProbability,
    precipitation,
    weatherCode,
    windSpeed,
    windDirection: fromDeg,
    windGusts: Math.max(windGusts, windSpeed),
    surfacePressure,
    cloudCover,
    uvIndex,
    visibility,
    isDay,
    moisture,
    moistureEnd,
    rain,
  };
}
