/**
 * Deterministic pollutant concentrations (µg/m³) for a place and hour: the published annual
 * means at the point (./annual-means.ts), moved by the time of year (./seasonal-cycle.ts), the
 * clock (./daily-cycle.ts) and the mock's own weather in that hour (./weather-coupling.ts),
 * with day-to-day swings from a smooth planet-wide field, so that neighbours swing together.
 * The pollutants the WHO does not publish follow the same drivers: CO with traffic, SO2 with
 * the particles of coal and oil, NH3 with farmland and warmth.
 */
import type { Pollutant } from '../../api/schemas/air-quality';
import type { PlaceClimate } from '../weather/climate';
import { sampleHour } from '../weather/conditions';
import { weatherField } from '../weather/field';
import { MS_PER_HOUR, utcOffsetSeconds } from '../weather/local-time';
import { hashString } from '../weather/noise';
import { clamp } from '../weather/numbers';
import type { WeatherPlace } from '../weather/place';
import { placeContext } from '../weather/place-context';
import { dayOfYear } from '../weather/solar-day';
import { sunAltitude } from '../weather/sun';
import { annualMeans } from './annual-means';
import type { AnnualMeans } from './measured-cities';
import { particleCycle, trafficCycle } from './daily-cycle';
import { seasonalFactors } from './seasonal-cycle';
import {
  type AirWeather,
  desertness,
  inversion,
  liftedDust,
  photochemistry,
  ventilation,
  washout,
} from './weather-coupling';

export type Concentrations = Readonly<Record<Pollutant, number>>;

/** What stays the same for a place from hour to hour. */
export interface AirSetting {
  readonly lat: number;
  readonly lon: number;
  readonly means: AnnualMeans;
  /** 0 where it rains, 1 in hot desert: how much dust the wind finds. */
  readonly desertness: number;
}

export function airSetting(lat: number, lon: number, climate: PlaceClimate): AirSetting {
  return { lat, lon, means: annualMeans(lat, lon), desertness: desertness(climate) };
}

/** The hour's timing: where it falls in the year and on the local clock. */
export interface AirHour {
  /** Start of the hour, ms since 1970. */
  readonly epochMs: number;
  /** Fractional day of the year (see weather/solar-day.ts dayOfYear). */
  readonly dayOfYear: number;
  /** 0–23 on the place's civil clock. */
  readonly localHour: number;
}

const SWING_SEED = hashString('air:swing');
/** Spread of the day-to-day swings (log scale): a dirty week is about twice a clean one. */
const SWING = 0.45;
/**
 * A year's mean of PM2.5 and NO2 over the annual means before this correction, measured
 * (every 4th day, every 4th hour) at 200 catalog places on every continent: median 1.09 for
 * PM2.5 (5th–95th percentile 0.91–1.18), mean 1.08 for NO2. Dividing by them keeps a place's
 * year at its published mean.
 */
const PARTICLE_WEATHER_MEAN = 1.09;
const NO2_WEATHER_MEAN = 1.08;

function round1(value: number): number {
  return Math.round(Math.max(0, value) * 10) / 10 + 0;
}

export function concentrationsFor(setting: AirSetting, hour: AirHour, weather: AirWeather): Concentrations {
  const { means } = setting;
  const season = seasonalFactors(setting.lat, setting.lon, hour.dayOfYear);
  const swing = Math.exp(SWING * weatherField(SWING_SEED, setting.lat, setting.lon, hour.epochMs / MS_PER_HOUR));
  const stagnation = ventilation(weather) * inversion(weather) * swing;
  const rain = washout(weather);

  const fine = (means.pm2_5 * season.pm * particleCycle(hour.localHour) * stagnation * rain) / PARTICLE_WEATHER_MEAN;
  const coarseShare = means.pm10 / means.pm2_5;
  const dust = liftedDust(weather, setting.desertness, season.dust) * rain;
  const pm2_5 = fine + 0.3 * dust;
  const pm10 = fine * coarseShare + dust;

  // Sunlight splits NO2 by day; rain barely touches a gas.
  const sunlit = photochemistry(weather);
  const no2 = (means.no2 * season.no2 * trafficCycle(hour.localHour) * stagnation * (1 - 0.3 * sunlit)) / NO2_WEATHER_MEAN;
  // Ozone: a background, made by sun on warm air from the city's precursors, eaten at night by fresh NO.
  const precursors = clamp(means.no2 / 40, 0.3, 1);
  const dark = sunlit === 0 ? 1 : 0;
  const o3 = (30 + 140 * sunlit * precursors * Math.min(2, swing)) * (1 - 0.5 * dark * clamp(no2 / 80, 0, 1));
  const co = 150 + 10 * no2 + 2 * fine;
  const so2 = 1 + 0.1 * fine;
  const nh3 = (2 + 0.06 * means.pm2_5) * (0.6 + 0.8 * clamp((weather.temperature + 5) / 30, 0, 1));
  return {
    pm2_5: round1(pm2_5),
    pm10: round1(pm10),
    o3: round1(o3),
    no2: round1(no2),
    so2: round1(so2),
    co: round1(co),
    nh3: round1(nh3),
  };
}

/**
 * Concentrations in the local hour containing `epochMs`, under the mock's weather at the
 * place in that hour; every instant of the hour gives the same numbers.
 */
export function concentrationsAt(place: WeatherPlace, epochMs: number): Concentrations {
  const offsetMs = utcOffsetSeconds(epochMs, place.timezone) * 1000;
  const localHourIndex = Math.floor((epochMs + offsetMs) / MS_PER_HOUR);
  const startMs = localHourIndex * MS_PER_HOUR - offsetMs;
  const context = placeContext(place);
  const [now, before, earlier] = [0, 1, 2].map((back) => sampleHour(context, startMs - back * MS_PER_HOUR));
  const weather: AirWeather = {
    precipitation: [now!.precipitation, before!.precipitation, earlier!.precipitation],
    windSpeed: now!.windSpeed,
    windGusts: now!.windGusts,
    cloudCover: now!.cloudCover,
    temperature: now!.temperature,
    sunAltitude: sunAltitude(startMs + MS_PER_HOUR / 2, place.lat, place.lon),
  };
  const hour: AirHour = { epochMs: startMs, dayOfYear: dayOfYear(startMs), localHour: ((localHourIndex % 24) + 24) % 24 };
  return concentrationsFor(airSetting(place.lat, place.lon, context.climate), hour, weather);
}
