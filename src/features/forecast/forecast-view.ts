import type { ApiResult } from '../../api/client';
import {
  CURRENT_SOURCES, WEATHER_PROVIDERS, type CurrentSource, type WeatherProvider, type WeatherResponse,
} from '../../api/schemas/weather';
import { parseApiTime, placeClock, type PlaceClock } from '../../lib/local-time';

/** A forecast answer with its times as instants and its origin read from the kept headers. */
export interface ForecastView {
  weather: WeatherResponse;
  fetchedAt: number;
  clock: PlaceClock;
  hourlyInstants: number[];
  /** Index of the hour that contains the current block's time (0 when none does). */
  currentHour: number;
  provider: WeatherProvider | undefined;
  currentSource: CurrentSource | undefined;
}

const HOUR_MS = 3_600_000;

export function toForecastView(result: ApiResult<WeatherResponse>, placeTimeZone?: string): ForecastView {
  const weather = result.data;
  const offset = weather.utc_offset_seconds;
  const hourlyInstants = weather.hourly.time.map((time) => parseApiTime(time, offset));
  const now = parseApiTime(weather.current.time, offset);
  const found = hourlyInstants.findIndex((start) => start <= now && now < start + HOUR_MS);
  return {
    weather,
    fetchedAt: result.fetchedAt,
    clock: placeClock(weather.timezone || placeTimeZone, offset),
    hourlyInstants,
    currentHour: Math.max(0, found),
    provider: pick(WEATHER_PROVIDERS, result.headers['X-Weather-Provider']),
    currentSource: pick(CURRENT_SOURCES, result.headers['X-Current-Source']),
  };
}

function pick<T extends string>(allowed: readonly T[], value: string | undefined): T | undefined {
  return allowed.find((candidate) => candidate === value);
}
