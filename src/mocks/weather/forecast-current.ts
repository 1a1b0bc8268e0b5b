/** The forecast's `current` block: the quarter hour now, between the series' hours. */
import type { CurrentWeather } from '../../api/schemas/weather';
import { uvIndexFor } from './atmosphere';
import type { DayAggregate } from './forecast-daily';
import type { HourSeries } from './hour-series';
import { MS_PER_HOUR, formatDateTimeAtOffset } from './local-time';
import { quarterPrecipitation } from './nowcast';
import { clamp, roundTo } from './numbers';
import type { PlaceContext } from './place-context';
import { SUNRISE_APPARENT_ALTITUDE_DEG, sunAltitude } from './sun';
import { cloudCode } from './weather-code';

function lerp(a: number, b: number, f: number): number {
  return a + (b - a) * f;
}

/**
 * Conditions at `quarterMs` (now floored to 15 local minutes). Smooth quantities are
 * interpolated between the surrounding hours; categorical ones (code, cloud, direction)
 * come from the current hour so they still agree with each other. Temperatures are kept
 * inside today's range so "now" can never read above today's high or below its low.
 */
export function buildCurrent(
  ctx: PlaceContext,
  series: HourSeries,
  quarterMs: number,
  today: DayAggregate,
  offsetAt: (epochMs: number) => number,
): CurrentWeather {
  const hour = series.hours[series.currentIndex]!;
  const next = series.hours[series.currentIndex + 1] ?? hour;
  const f = clamp((quarterMs - hour.epochMs) / MS_PER_HOUR, 0, 1);
  const a = hour.weather;
  const b = next.weather;
  const altitude = sunAltitude(quarterMs, ctx.lat, ctx.lon);
  const windSpeed = roundTo(lerp(a.windSpeed, b.windSpeed, f), 1);
  const precipitation = quarterPrecipitation(a, quarterMs);
  return {
    time: formatDateTimeAtOffset(quarterMs, offsetAt(quarterMs)),
    temperature_2m: roundTo(clamp(lerp(a.temperature, b.temperature, f), today.temperatureMin, today.temperatureMax), 1),
    relative_humidity_2m: Math.round(lerp(a.humidity, b.humidity, f)),
    apparent_temperature: roundTo(
      clamp(lerp(a.apparentTemperature, b.apparentTemperature, f), today.apparentMin, today.apparentMax),
      1,
    ),
    precipitation,
    // Raining now exactly when this quarter hour is wet: a wet hour whose rain has not
    // started yet (or has just stopped) reads as the cloud it falls from.
    weather_code: precipitation === 0 && a.precipitation > 0 ? cloudCode(a.cloudCover) : a.weatherCode,
    wind_speed_10m: windSpeed,
    wind_direction_10m: a.windDirection,
    wind_gusts_10m: Math.max(windSpeed, roundTo(lerp(a.windGusts, b.windGusts, f), 1)),
    surface_pressure: roundTo(lerp(a.surfacePressure, b.surfacePressure, f), 1),
    cloud_cover: a.cloudCover,
    uv_index: roundTo(uvIndexFor(altitude, a.cloudCover, ctx.elevationM), 2),
    is_day: altitude > SUNRISE_APPARENT_ALTITUDE_DEG ? 1 : 0,
  };
}
