/**
 * The forecast's daily rows: each day's values aggregated from its hours, and its sunrise
 * and sunset.
 */
import type { DailyWeather } from '../../api/schemas/weather';
import type { HourSeries, SeriesDay } from './hour-series';
import { MS_PER_HOUR, formatDateTimeAtOffset } from './local-time';
import { roundTo } from './numbers';
import type { PlaceContext } from './place-context';
import { sunEvents } from './sun';

export interface DayAggregate {
  readonly weatherCode: number;
  readonly temperatureMax: number;
  readonly temperatureMin: number;
  readonly apparentMax: number;
  readonly apparentMin: number;
  readonly precipitationSum: number;
  readonly precipitationProbabilityMax: number;
  readonly windSpeedMax: number;
  readonly windGustsMax: number;
  readonly windDirectionDominant: number;
  readonly uvIndexMax: number;
}

/**
 * Daily values are aggregates of the day's hourly values (as Open-Meteo's are), so they
 * cannot contradict the hourly series. The daily code is the day's highest code, which
 * in WMO order is the most significant weather, again as Open-Meteo reports it.
 */
export function aggregateDay(series: HourSeries, day: SeriesDay): DayAggregate {
  let weatherCode = 0;
  let temperatureMax = -Infinity;
  let temperatureMin = Infinity;
  let apparentMax = -Infinity;
  let apparentMin = Infinity;
  let precipitationSum = 0;
  let precipitationProbabilityMax = 0;
  let windSpeedMax = 0;
  let windGustsMax = 0;
  let uvIndexMax = 0;
  let windEast = 0;
  let windNorth = 0;
  for (let i = day.start; i < day.end; i++) {
    const w = series.hours[i]!.weather;
    weatherCode = Math.max(weatherCode, w.weatherCode);
    temperatureMax = Math.max(temperatureMax, w.temperature);
    temperatureMin = Math.min(temperatureMin, w.temperature);
    apparentMax = Math.max(apparentMax, w.apparentTemperature);
    apparentMin = Math.min(apparentMin, w.apparentTemperature);
    precipitationSum += w.precipitation;
    precipitationProbabilityMax = Math.max(precipitationProbabilityMax, w.precipitationProbability);
    windSpeedMax = Math.max(windSpeedMax, w.windSpeed);
    windGustsMax = Math.max(windGustsMax, w.windGusts);
    uvIndexMax = Math.max(uvIndexMax, w.uvIndex);
    // Speed-weighted vector mean: a mean of angles would put 350° and 10° at 180°.
    const rad = (w.windDirection * Math.PI) / 180;
    windEast += w.windSpeed * Math.sin(rad);
    windNorth += w.windSpeed * Math.cos(rad);
  }
  const dominant = Math.round(((Math.atan2(windEast, windNorth) * 180) / Math.PI + 360) % 360) % 360;
  return {
    weatherCode,
    temperatureMax,
    temperatureMin,
    apparentMax,
    apparentMin,
    precipitationSum: roundTo(precipitationSum, 1),
    precipitationProbabilityMax,
    windSpeedMax,
    windGustsMax,
    windDirectionDominant: dominant,
    uvIndexMax,
  };
}

/**
 * Sunrise and sunset as local timestamps. Where the sun does not rise or set that day,
 * follow Open-Meteo: polar night gives sunrise = sunset = local midnight (0 s of
 * daylight), polar day gives midnight to the next midnight (24 h).
 */
function sunTimes(
  ctx: PlaceContext,
  series: HourSeries,
  dayIndex: number,
  offsetAt: (epochMs: number) => number,
): [sunrise: string, sunset: string] {
  const day = series.days[dayIndex]!;
  const first = series.hours[day.start]!;
  const events = sunEvents(first.epochMs + 12 * MS_PER_HOUR, ctx.lat, ctx.lon);
  const dayStart = formatDateTimeAtOffset(first.epochMs, first.offsetSeconds);
  if (events.kind === 'polar-night') return [dayStart, dayStart];
  if (events.kind === 'polar-day') {
    const next = series.hours[day.end];
    const nextStart =
      next === undefined
        ? formatDateTimeAtOffset(series.endMs, series.endOffsetSeconds)
        : formatDateTimeAtOffset(next.epochMs, next.offsetSeconds);
    return [dayStart, nextStart];
  }
  return [
    formatDateTimeAtOffset(events.sunriseMs, offsetAt(events.sunriseMs)),
    formatDateTimeAtOffset(events.sunsetMs, offsetAt(events.sunsetMs)),
  ];
}

export function buildDaily(
  ctx: PlaceContext,
  series: HourSeries,
  aggregates: readonly DayAggregate[],
  offsetAt: (epochMs: number) => number,
): DailyWeather {
  const sun = series.days.map((_, index) => sunTimes(ctx, series, index, offsetAt));
  return {
    time: series.days.map((day) => day.date),
    weather_code: aggregates.map((a) => a.weatherCode),
    temperature_2m_max: aggregates.map((a) => a.temperatureMax),
    temperature_2m_min: aggregates.map((a) => a.temperatureMin),
    apparent_temperature_max: aggregates.map((a) => a.apparentMax),
    apparent_temperature_min: aggregates.map((a) => a.apparentMin),
    precipitation_sum: aggregates.map((a) => a.precipitationSum),
    precipitation_probability_max: aggregates.map((a) => a.precipitationProbabilityMax),
    wind_speed_10m_max: aggregates.map((a) => a.windSpeedMax),
    wind_gusts_10m_max: aggregates.map((a) => a.windGustsMax),
    wind_direction_10m_dominant: aggregates.map((a) => a.windDirectionDominant),
    uv_index_max: aggregates.map((a) => a.uvIndexMax),
    sunrise: sun.map(([sunrise]) => sunrise),
    sunset: sun.map(([, sunset]) => sunset),
  };
}
