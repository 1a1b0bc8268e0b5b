/** The forecast's hourly rows: the next HOURLY_STEPS hours of the series, from the current one. */
import type { HourlyWeather } from '../../api/schemas/weather';
import type { HourWeather } from './conditions';
import type { HourSeries } from './hour-series';
import { formatDateTimeAtOffset } from './local-time';

export const HOURLY_STEPS = 24;

type NumericField = { [K in keyof HourWeather]: HourWeather[K] extends number ? K : never }[keyof HourWeather];

export function buildHourly(series: HourSeries): HourlyWeather {
  const window = series.hours.slice(series.currentIndex, series.currentIndex + HOURLY_STEPS);
  const pick = (field: NumericField): number[] => window.map((hour) => hour.weather[field]);
  return {
    time: window.map((hour) => formatDateTimeAtOffset(hour.epochMs, hour.offsetSeconds)),
    temperature_2m: pick('temperature'),
    relative_humidity_2m: pick('humidity'),
    apparent_temperature: pick('apparentTemperature'),
    precipitation_probability: pick('precipitationProbability'),
    precipitation: pick('precipitation'),
    weather_code: pick('weatherCode'),
    wind_speed_10m: pick('windSpeed'),
    wind_direction_10m: pick('windDirection'),
    wind_gusts_10m: pick('windGusts'),
    surface_pressure: pick('surfacePressure'),
    cloud_cover: pick('cloudCover'),
    uv_index: pick('uvIndex'),
    visibility: pick('visibility'),
    is_day: window.map((hour) => hour.weather.isDay),
  };
}

/** The hour of the series (from the current one on) that holds `epochMs`. */
export function hourContaining(series: HourSeries, epochMs: number): HourWeather {
  const hours = series.hours;
  for (let i = series.currentIndex; i < hours.length; i++) {
    const following = hours[i + 1];
    if (following === undefined || epochMs < following.epochMs) return hours[i]!.weather;
  }
  return hours[hours.length - 1]!.weather;
}
