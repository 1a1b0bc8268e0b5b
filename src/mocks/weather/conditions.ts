/**
 * One hour of weather at one place. A single "moisture" driver (smooth noise over days
 * and hours) sets cloud, rain and humidity together, and temperature decides the kind of
 * precipitation, so the numbers agree with the WMO code: clear codes have little cloud,
 * rain codes have rain, snow needs sub-zero-ish air and thunder needs warm air.
 */
import type { WmoWeatherCode } from '../../lib/weather-codes';
import {
  climatologicalTemperature,
  dayOfYear,
  diurnalHalfRange,
  diurnalShape,
  noonSunAltitude,
  solarHour,
} from './climate';
import { MS_PER_DAY, MS_PER_HOUR } from './local-time';
import { layeredNoise, unitHash, valueNoise } from './noise';
import type { PlaceContext } from './place-context';
import { SUNRISE_APPARENT_ALTITUDE_DEG, sunAltitude } from './sun';

/** Values as the API reports them (already rounded), plus the moisture driver for derived series. */
export interface HourWeather {
  readonly epochMs: number;
  readonly temperature: number;
  readonly humidity: number;
  readonly apparentTemperature: number;
  readonly precipitationProbability: number;
  /** mm in the hour. */
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
  /** Unrounded driver in [0, 1]; precipitation starts at PRECIPITATION_THRESHOLD. */
  readonly moisture: number;
}

/** Moisture above which it rains or snows. */
export const PRECIPITATION_THRESHOLD = 0.72;
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

function clamp(value: number, low: number, high: number): number {
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

function cloudCode(cloudCover: number): WmoWeatherCode {
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
      return rate < 2.5 ? 66 : 67;
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
    if (rate < 2) return 80;
    return rate < 6 ? 81 : 82;
  }
  if (rate < 0.5 && input.showeriness < 0.35) {
    if (rate < 0.2) return 51;
    return rate < 0.4 ? 53 : 55;
  }
  if (rate < 2.5) return 61;
  return rate < 7.6 ? 63 : 65;
}

const MOISTURE_OCTAVES = [
  [60, 0.55],
  [16, 0.3],
  [5, 0.15],
] as const;
const TEMPERATURE_OCTAVES = [
  [120, 2],
  [36, 1],
] as const;

/** The moisture driver in [0, 1], stretched so that both clear spells and rain occur. */
export function moistureAt(ctx: PlaceContext, hours: number): number {
  const raw = layeredNoise(ctx.seeds.moisture, hours, MOISTURE_OCTAVES);
  return clamp(0.5 + (raw - 0.5) * 1.9 + ctx.wetness, 0, 1);
}

/** Weather at an instant. Pure: depends only on the place and `epochMs`. */
export function sampleHour(ctx: PlaceContext, epochMs: number): HourWeather {
  const { seeds, lat, lon, elevationM } = ctx;
  const hours = epochMs / MS_PER_HOUR;
  const doy = dayOfYear(epochMs);
  const sunHour = solarHour(epochMs, lon);
  const diurnal = diurnalShape(sunHour);

  const moisture = moistureAt(ctx, hours);
  const cloudJitter = (valueNoise(seeds.cloud, hours, 3) - 0.5) * 12;
  let cloudCover = Math.round(clamp(((moisture - 0.22) / 0.42) * 100 + cloudJitter, 0, 100));

  const anomaly = (layeredNoise(seeds.temperature, hours, TEMPERATURE_OCTAVES) - 0.5) * 16;
  const wetCooling = -3 * Math.max(0, moisture - 0.55);
  const rawTemperature =
    climatologicalTemperature(lat, elevationM, doy, ctx.continentality) +
    anomaly +
    wetCooling +
    diurnalHalfRange(lat, doy, cloudCover) * diurnal;
  const temperature = roundTo(rawTemperature, 1);

  // Precipitation: heavier in warm air (more water vapour), lighter in very cold air.
  const warmth = clamp((temperature - 5) / 25, 0, 1);
  let precipitation = 0;
  if (moisture > PRECIPITATION_THRESHOLD) {
    const intensity = (moisture - PRECIPITATION_THRESHOLD) / (1 - PRECIPITATION_THRESHOLD);
    const coldFactor = clamp((temperature + 30) / 30, 0.2, 1);
    precipitation = roundTo(intensity ** 1.5 * (3 + 16 * warmth) * coldFactor, 1);
  }
  const wet = precipitation > 0;
  if (wet) cloudCover = Math.max(cloudCover, 80);

  const showeriness = valueNoise(seeds.shower, hours, 8);
  const afternoon = sunHour >= 11 && sunHour < 21 ? 1 : 0.3;
  const windNoise = valueNoise(seeds.wind, hours, 20);
  const baseWind =
    (3 + 24 * windNoise ** 1.4 * ctx.windiness + 12 * Math.max(0, moisture - 0.6)) *
    (1 + 0.15 * Math.max(0, diurnal));
  const fog =
    !wet &&
    moisture > 0.4 &&
    baseWind < 12 &&
    (sunHour < 10 || sunHour >= 20) &&
    valueNoise(seeds.fog, hours, 6) > 0.8;
  if (fog) cloudCover = 100;

  const draw = unitHash(seeds.hail, Math.floor(hours));
  const weatherCode = pickWeatherCode({
    temperature,
    precipitation,
    cloudCover,
    showeriness,
    thunderScore: showeriness * afternoon * warmth * 2,
    // Freezing rain comes in episodes (a warm layer aloft), so the draw is per day.
    freezing: unitHash(seeds.freezing, Math.floor(epochMs / MS_PER_DAY)) < 0.15,
    draw,
    fog,
  });
  const thunder = weatherCode >= 95;

  // Relative humidity: follows moisture, drops in the warm afternoon, saturates in rain and fog.
  const sunFactor = clamp((noonSunAltitude(lat, doy) + 5) / 50, 0.1, 1);
  let humidity =
    45 + 45 * moisture - 12 * diurnal * sunFactor + Math.max(0, 15 - temperature) * 0.8 - Math.max(0, temperature - 28) * 1.5;
  if (wet) humidity = Math.max(humidity, 85 + Math.min(12, precipitation * 3));
  if (fog) humidity = 100;
  humidity = Math.round(clamp(humidity, 5, 100));

  const windSpeed = roundTo(baseWind, 1);
  const gustFactor = 1.35 + 0.35 * valueNoise(seeds.gust, hours, 4);
  const windGusts = roundTo(baseWind * gustFactor + (thunder ? 25 : showeriness > 0.55 && wet ? 10 : 0), 1);

  // Prevailing westerlies in mid-latitudes, easterly trade winds in the tropics.
  const absLat = Math.abs(lat);
  const prevailing = absLat >= 35 && absLat <= 65 ? 0.25 : absLat < 25 ? -0.15 : 0;
  const towardsEast = valueNoise(seeds.windU, hours, 30) - 0.5 + prevailing;
  const towardsNorth = valueNoise(seeds.windV, hours, 30) - 0.5;
  // Meteorological direction is where the wind comes *from*, clockwise from north.
  const fromDeg = Math.round(((Math.atan2(-towardsEast, -towardsNorth) * 180) / Math.PI + 360) % 360) % 360;

  const seaLevel = 1013 + (0.5 - moisture) * 36 + (valueNoise(seeds.pressure, hours, 48) - 0.5) * 10;
  const surfacePressure = roundTo(surfacePressureAt(seaLevel, elevationM), 1);

  const altitude = sunAltitude(epochMs, lat, lon);
  const isDay: 0 | 1 = altitude > SUNRISE_APPARENT_ALTITUDE_DEG ? 1 : 0;
  const uvIndex = roundTo(uvIndexFor(altitude, cloudCover, elevationM), 2);

  let visibility: number;
  if (fog) visibility = 100 + 800 * valueNoise(seeds.fog, hours, 2);
  else if (wet && temperature <= SNOW_MAX_TEMPERATURE) visibility = 6000 / (1 + precipitation * 2);
  else if (wet) visibility = 20000 / (1 + precipitation * 0.8);
  else visibility = Math.max(4000, 30000 - 400 * Math.max(0, humidity - 60));
  visibility = Math.round(visibility / 10) * 10;

  let precipitationProbability: number;
  if (wet) {
    const intensity = (moisture - PRECIPITATION_THRESHOLD) / (1 - PRECIPITATION_THRESHOLD);
    precipitationProbability = Math.round(
      clamp(WET_HOUR_MIN_PROBABILITY + 45 * Math.sqrt(intensity), WET_HOUR_MIN_PROBABILITY, 100),
    );
  } else {
    const nearness = (moisture - 0.35) / (PRECIPITATION_THRESHOLD - 0.35);
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
  };
}
