/**
 * How the mock's own weather moves the air of an hour. Each factor is 1 in middling weather,
 * so that over a year they roughly cancel and the place keeps its published mean:
 * - wind ventilates: pollution mixes into a volume that grows with the wind speed;
 * - a calm, clear night traps the day's emissions under an inversion;
 * - rain washes particles out, this hour's the most, the two before still some;
 * - a strong wind over a hot desert lifts dust, as gusts do in the Sahara and Arabia;
 * - sunshine on warm air makes ozone.
 */
import type { PlaceClimate } from '../weather/climate';
import { clamp } from '../weather/numbers';

export interface AirWeather {
  /** mm of precipitation in this hour, the hour before and the one before that. */
  readonly precipitation: readonly [number, number, number];
  /** km/h at 10 m. */
  readonly windSpeed: number;
  readonly windGusts: number;
  /** %. */
  readonly cloudCover: number;
  /** °C. */
  readonly temperature: number;
  /** Degrees above the horizon (negative at night). */
  readonly sunAltitude: number;
}

/** A wind speed (km/h) at which the air is neither stagnant nor swept: ventilation 1. */
export const TYPICAL_WIND_KMH = 12;
/** Even dead calm moves some air (turbulence, the city's own heat). */
const CALM_FLOOR_KMH = 4;

/** Multiplies locally emitted pollutants: up to ~2.3 in calm air, ~0.5 in a gale. */
export function ventilation(weather: AirWeather): number {
  return ((TYPICAL_WIND_KMH + CALM_FLOOR_KMH) / (weather.windSpeed + CALM_FLOOR_KMH)) ** 0.6;
}

/** ≥ 1: a clear, calm night (or polar day's low sun) holds the air near the ground. */
export function inversion(weather: AirWeather): number {
  const dark = clamp((5 - weather.sunAltitude) / 10, 0, 1);
  const clear = 1 - weather.cloudCover / 100;
  const calm = clamp(1 - weather.windSpeed / 15, 0, 1);
  return 1 + 0.8 * dark * clear * calm;
}

/** ≤ 1: share of particles left after the rain of this hour and the two before. */
export function washout(weather: AirWeather): number {
  const [now, before, earlier] = weather.precipitation;
  const rain = now + 0.5 * before + 0.25 * earlier;
  return Math.exp(-0.45 * rain ** 0.7);
}

/**
 * 0 where it rains or freezes, 1 in hot desert (under ~70 mm a year, a mean above 16 °C): how
 * much bare, dry ground the wind finds. Ice sheets are as dry as the Sahara but lift no dust.
 */
export function desertness(climate: PlaceClimate): number {
  const sum = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0);
  const meanTemperature = (sum(climate.tmax) + sum(climate.tmin)) / 24;
  return clamp((0.8 - climate.annualPrecipitationPerDay) / 0.6, 0, 1) * clamp((meanTemperature - 8) / 8, 0, 1);
}

/** PM10 (µg/m³) that the wind lifts from dry, bare ground of the given desertness (0–1). */
export function liftedDust(weather: AirWeather, desertness: number, seasonal: number): number {
  if (desertness <= 0 || weather.temperature < 5) return 0;
  const [now, before] = weather.precipitation;
  if (now + before > 0) return 0;
  const wind = Math.max(weather.windSpeed, weather.windGusts / 1.6);
  // Sand starts to move at ~20 km/h; a haboob (60+ km/h) carries thousands of µg/m³.
  const lifting = clamp((wind - 20) / 40, 0, 1.5);
  return desertness * seasonal * (30 + 900 * lifting ** 2);
}

/** 0–1: how strongly the sun drives ozone production this hour. */
export function photochemistry(weather: AirWeather): number {
  const sun = Math.max(0, Math.sin((weather.sunAltitude * Math.PI) / 180));
  const light = sun * (1 - 0.7 * (weather.cloudCover / 100));
  const warmth = clamp((weather.temperature - 5) / 25, 0, 1.2);
  return light * warmth;
}
