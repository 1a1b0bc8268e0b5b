/**
 * The `current` and `daily` parts of `/api/embed/current`, cut from the same generator as
 * `/api/py/weather` so a widget and the full app never disagree: every number is the
 * corresponding weather value for the same place and instant, rounded as the app rounds it.
 */
import { COMPASS_POINTS, type EmbedResponse } from '../../api/schemas/embed';
import englishWeather from '../../i18n/catalogues/en/weather.json';
import { roundHalfAway } from '../../lib/rounding';
import { conditionMessage } from '../../lib/weather-codes';
import { buildWeather } from './forecast';
import { shortWeekday } from './local-time';
import type { WeatherPlace } from './place';

export type EmbedWeather = Pick<EmbedResponse, 'current' | 'daily'>;
export type CompassPoint = (typeof COMPASS_POINTS)[number];

export const EMBED_MAX_DAYS = 7;


/** 8-point compass for a meteorological direction; each point owns the 45° sector centred on it. */
export function compassPoint(degrees: number): CompassPoint {
  const normalised = ((degrees % 360) + 360) % 360;
  return COMPASS_POINTS[Math.round(normalised / 45) % 8] ?? 'N';
}

/** The service answers in English whatever the reader's language: the app translates by code. */
function englishCondition(code: number): string {
  return englishWeather[conditionMessage(code)];
}

export function buildEmbed(place: WeatherPlace, now: Date): EmbedWeather {
  const { current, daily } = buildWeather(place, now).body;
  const days = Math.min(EMBED_MAX_DAYS, daily.time.length);
  return {
    current: {
      temp: roundHalfAway(current.temperature_2m),
      feelsLike: roundHalfAway(current.apparent_temperature),
      code: current.weather_code,
      condition: englishCondition(current.weather_code),
      high: roundHalfAway(daily.temperature_2m_max[0] ?? current.temperature_2m),
      low: roundHalfAway(daily.temperature_2m_min[0] ?? current.temperature_2m),
      humidity: roundHalfAway(current.relative_humidity_2m),
      windSpeed: roundHalfAway(current.wind_speed_10m),
      windDirection: compassPoint(current.wind_direction_10m),
      isDay: current.is_day === 1,
    },
    daily: Array.from({ length: days }, (_, i) => {
      const date = daily.time[i] ?? '';
      const code = daily.weather_code[i] ?? 0;
      return {
        date,
        day: i === 0 ? 'Today' : shortWeekday(date),
        code,
        condition: englishCondition(code),
        high: roundHalfAway(daily.temperature_2m_max[i] ?? 0),
        low: roundHalfAway(daily.temperature_2m_min[i] ?? 0),
        precipitationProbability: roundHalfAway(daily.precipitation_probability_max[i] ?? 0),
      };
    }),
  };
}
