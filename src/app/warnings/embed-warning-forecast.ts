import type { Embed } from '../../api/schemas/embed';
import { placeClock } from '../../lib/local-time';
import type { WarningForecast } from '../../lib/weather-warnings/forecast-warnings';

const DEGREES_PER_HOUR = 15;

/**
 * The embed's days as the warning rules read a forecast (daily only: frost, heat, thunderstorms). The
 * embed names no zone and a lookup would load its data on home, so the place's solar hour stands in.
 */
export function embedWarningForecast(embed: Embed): WarningForecast {
  const offsetSeconds = Math.round(embed.location.lon / DEGREES_PER_HOUR) * 3600;
  const none = embed.daily.map(() => null);
  return {
    timezone: placeClock(undefined, offsetSeconds).timeZone,
    utc_offset_seconds: offsetSeconds,
    hourly: { time: [], temperature_2m: [], precipitation: [], weather_code: [], wind_gusts_10m: [] },
    daily: {
      time: embed.daily.map((day) => day.date),
      temperature_2m_max: embed.daily.map((day) => day.high),
      temperature_2m_min: embed.daily.map((day) => day.low),
      weather_code: embed.daily.map((day) => day.code),
      precipitation_sum: none,
      wind_gusts_10m_max: none,
    },
  };
}
