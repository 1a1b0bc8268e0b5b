/**
 * Deterministic, plausible pollutant concentrations (µg/m³) for a place and hour, in the
 * spirit of CAMS forecasts: bigger cities are dirtier, NO2 and CO follow the rush hours,
 * O3 peaks with the afternoon sun, particles build up overnight under inversions, and
 * multi-day stagnation episodes raise everything. A few places get smoke/dust episodes,
 * which is where "unhealthy" to "hazardous" readings come from; most places and hours
 * are good or moderate.
 */
import type { Pollutant } from '../../api/schemas/air-quality';
import { MS_PER_HOUR, utcOffsetSeconds } from '../weather/local-time';
import { channelSeed, hashString, unitHash, valueNoise } from '../weather/noise';
import type { WeatherPlace } from '../weather/place';
import { sunAltitude } from '../weather/sun';

export type Concentrations = Readonly<Record<Pollutant, number>>;

/** Share of places (per mille) with strong smoke/dust episodes that can reach "hazardous". */
export const SEVERE_EPISODE_PER_MILLE = 40;
/** Share of places (per mille) with milder episodes on top of that. */
export const MILD_EPISODE_PER_MILLE = 100;

function clamp(value: number, low: number, high: number): number {
  return value < low ? low : value > high ? high : value;
}

function bump(hour: number, peak: number, width: number): number {
  const d = Math.min(Math.abs(hour - peak), 24 - Math.abs(hour - peak));
  return Math.exp(-(d * d) / (2 * width * width));
}

function round1(value: number): number {
  return Math.round(value * 10) / 10 + 0;
}

export interface AirQualityTraits {
  /** 0 for villages (≤ 1 000 people) to 1 for megacities (≥ 10 million). */
  readonly urban: number;
  /** 0.6-1.8: local emissions and geography beyond size. */
  readonly dirtiness: number;
  /** 0-6: how much SO2 industry adds. */
  readonly industry: number;
  /** Peak PM2.5 (µg/m³) a smoke/dust episode can add; 0 for most places. */
  readonly episodePeak: number;
}

function placeSeedFor(place: WeatherPlace): number {
  return hashString(`air:${place.slug}@${place.lat.toFixed(2)},${place.lon.toFixed(2)}`);
}

export function airQualityTraits(place: WeatherPlace): AirQualityTraits {
  const seed = placeSeedFor(place);
  const urban = clamp((Math.log10(Math.max(1, place.population)) - 3) / 4, 0, 1);
  const episodeDraw = Math.floor(unitHash(seed, 4) * 1000);
  return {
    urban,
    dirtiness: 0.6 + 1.2 * unitHash(seed, 1) ** 2,
    industry: 6 * unitHash(seed, 2) ** 3,
    episodePeak:
      episodeDraw < SEVERE_EPISODE_PER_MILLE ? 380 : episodeDraw < SEVERE_EPISODE_PER_MILLE + MILD_EPISODE_PER_MILLE ? 110 : 0,
  };
}

/**
 * Concentrations in the local hour containing `epochMs`; every instant of that hour gives
 * the same numbers.
 */
export function concentrationsAt(place: WeatherPlace, epochMs: number): Concentrations {
  const offsetMs = utcOffsetSeconds(epochMs, place.timezone) * 1000;
  const localHourIndex = Math.floor((epochMs + offsetMs) / MS_PER_HOUR);
  const hourStartMs = localHourIndex * MS_PER_HOUR - offsetMs;
  const localHour = ((localHourIndex % 24) + 24) % 24;
  const hours = hourStartMs / MS_PER_HOUR;

  const seed = placeSeedFor(place);
  const traits = airQualityTraits(place);
  const noise = (channel: string, period: number): number => valueNoise(channelSeed(seed, channel), hours, period);

  // Stagnation episodes: 1 most of the time, up to ~3.5 for a few days at a time.
  const stagnation = 1 + 2.5 * Math.max(0, (noise('stagnation', 72) - 0.6) / 0.4) ** 2;
  const traffic = 0.5 + 0.8 * bump(localHour, 8, 1.5) + 0.7 * bump(localHour, 18.5, 2);
  const inversion = localHour < 7 || localHour >= 21 ? 1.3 : 1;
  const local = traits.urban * traits.dirtiness;

  let episode = 0;
  if (traits.episodePeak > 0) {
    const intensity = Math.max(0, (noise('episode', 30) - 0.6) / 0.4);
    episode = traits.episodePeak * intensity ** 1.2;
  }

  const pm2_5 = (2.5 + 16 * local) * stagnation * inversion * (0.85 + 0.3 * noise('pm', 6)) + episode;
  const pm10 = pm2_5 * (1.5 + 0.6 * noise('coarse', 12)) + 0.3 * episode;
  const no2 = (4 + 45 * local) * traffic * (0.8 + 0.4 * noise('no2', 5)) * (1 + 0.5 * (stagnation - 1));
  const co = (150 + 900 * local) * traffic * Math.sqrt(stagnation) * (0.85 + 0.3 * noise('co', 5)) + 2 * episode;

  // Ozone is made by sunlight from precursors and eaten by fresh NO at night in cities.
  const sun = Math.max(0, Math.sin((sunAltitude(hourStartMs, place.lat, place.lon) * Math.PI) / 180));
  const titration = 1 - 0.35 * traits.urban * (sun > 0 ? 0.3 : 1);
  const o3 = (25 + 95 * sun ** 0.8 * (0.7 + 0.6 * noise('o3', 24)) * (1 + 0.5 * (stagnation - 1))) * titration;

  const so2 = (1 + 12 * traits.urban * (0.5 + traits.industry)) * (0.7 + 0.6 * noise('so2', 8));
  const nh3 = 2 + 12 * (1 - traits.urban) * unitHash(seed, 5) * (0.6 + 0.8 * noise('nh3', 24));

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
