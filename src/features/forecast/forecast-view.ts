import type { ApiResult } from '../../api/client';
import {
  CURRENT_SOURCES, WEATHER_PROVIDERS, type CurrentSource, type Weather, type WeatherModelSeries, type WeatherProvider,
} from '../../api/schemas/weather';
import { parseApiTime, placeClock, placeDate, type PlaceClock } from '../../lib/local-time';
import { firstUnderWay, hoursAhead } from '../../lib/hours-ahead';
import { MINUTE_MS } from '../../lib/durations';

/** A forecast answer re-anchored to now at the place: past hours and days are cut, whatever the answer's age. */
export interface ForecastView {
  /** The answer with its hourly and daily series cut to what still lies ahead. */
  weather: Weather;
  fetchedAt: number;
  ageFrom: 'service' | 'received';
  clock: PlaceClock;
  /** Start of each kept hour (at most 24, the current hour first). */
  hourlyInstants: number[];
  /** The moment the view was anchored to. */
  now: number;
  /** The place's calendar date now. */
  today: string;
  /** When the current-conditions block was observed. */
  currentAt: number;
  /** Start of each kept quarter hour of the nowcast (the one under way first). */
  nowcastInstants: number[];
  /** When the next-hour nowcast runs out; before `now` it has expired. */
  nowcastEndsAt: number | undefined;
  provider: WeatherProvider | undefined;
  currentSource: CurrentSource | undefined;
}

/** The nowcast's step: each of its amounts fell over a quarter hour. */
export const QUARTER_HOUR_MS = 15 * MINUTE_MS;

export function toForecastView(result: ApiResult<Weather>, now: number, placeTimeZone?: string): ForecastView {
  const weather = result.data;
  const offset = weather.utc_offset_seconds;
  const clock = placeClock(weather.timezone || placeTimeZone, offset);
  const instants = weather.hourly.time.map((time) => parseApiTime(time, offset));
  const [hourStart, hourEnd] = hoursAhead(instants, now);
  const today = placeDate(now, clock);
  const firstDay = weather.daily.time.findIndex((date) => date >= today);
  const dayStart = firstDay === -1 ? weather.daily.time.length : firstDay;
  const quarters = weather.minutely?.time.map((time) => parseApiTime(time, offset)) ?? [];
  const quarterStart = firstUnderWay(quarters, now, QUARTER_HOUR_MS);
  const lastQuarter = quarters.at(-1);
  return {
    weather: {
      ...weather,
      hourly: sliceSeries(weather.hourly, hourStart, hourEnd),
      daily: sliceSeries(weather.daily, dayStart, weather.daily.time.length),
      minutely: weather.minutely && sliceSeries(weather.minutely, quarterStart, quarters.length),
    },
    fetchedAt: result.fetchedAt,
    ageFrom: result.ageFrom,
    clock,
    hourlyInstants: instants.slice(hourStart, hourEnd),
    nowcastInstants: quarters.slice(quarterStart),
    now,
    today,
    currentAt: parseApiTime(weather.current.time, offset),
    nowcastEndsAt: lastQuarter === undefined ? undefined : lastQuarter + QUARTER_HOUR_MS,
    provider: pick(WEATHER_PROVIDERS, result.headers['X-Weather-Provider']),
    currentSource: pick(CURRENT_SOURCES, result.headers['X-Current-Source']),
  };
}

/** A model comparison cut like the hourly forecast: from the hour under way, HOURS_AHEAD hours. */
export function modelsAhead(comparison: Weather, now: number): { models: WeatherModelSeries[]; times: string[] } {
  const times = comparison.models_time ?? [];
  const [start, end] = hoursAhead(times.map((time) => parseApiTime(time, comparison.utc_offset_seconds)), now);
  return {
    times: times.slice(start, end),
    models: (comparison.models ?? []).map((series) => ({
      ...series,
      temperature_2m: series.temperature_2m.slice(start, end),
      precipitation: series.precipitation.slice(start, end),
    })),
  };
}

/** The same entries of every column of a column-wise series (Open-Meteo style). */
function sliceSeries<T extends Record<string, readonly unknown[]>>(series: T, start: number, end: number): T {
  return Object.fromEntries(Object.entries(series).map(([name, column]) => [name, column.slice(start, end)])) as unknown as T;
}

function pick<T extends string>(allowed: readonly T[], value: string | undefined): T | undefined {
  return allowed.find((candidate) => candidate === value);
}
