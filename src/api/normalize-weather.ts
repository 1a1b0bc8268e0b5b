import { zoneDataLoaded } from '../lib/intl-warm-up';
import { readServiceDate, readServiceTime, zonedIso, zoneOffsetSeconds } from '../lib/zoned-time';
import { WEATHER_MODELS, type Weather, type WeatherModel, type WeatherWire } from './schemas/weather';

type Values = (number | null)[];
type DayFlag = 0 | 1 | null;

/** `length` values, `null` where the service gave none (a missing member, a short array). */
function fill(source: readonly (number | null | undefined)[] | undefined, length: number): Values {
  return Array.from({ length }, (_, i) => {
    const value = source?.[i];
    return typeof value === 'number' && Number.isFinite(value) ? value : null;
  });
}

function dayFlag(value: number | null | undefined): DayFlag {
  return value === 0 || value === 1 ? value : null;
}

function isWeatherModel(model: string): model is WeatherModel {
  return (WEATHER_MODELS as readonly string[]).includes(model);
}

/** One model from any shape sent: zoned local times, `null` for missing numbers, unreadable times dropped. */
export async function normalizeWeather(
  wire: WeatherWire,
  point: { lat: number; lon: number },
  /** The zone at the point, for an answer that does not name it (time-zone.ts; the service worker has none). */
  zoneAt: (lat: number, lon: number) => Promise<string>,
): Promise<Weather> {
  // Hundreds of zoned readings need Intl's zone data; wait for the warm-up rather than load it in one long task.
  await zoneDataLoaded();
  const timeZone = wire.timezone || (await zoneAt(point.lat, point.lon));
  const canonical = (text: string | null | undefined, onDate?: string): string | null => {
    if (!text) return null;
    const instant = readServiceTime(text, timeZone, onDate);
    return instant === undefined ? null : zonedIso(instant, timeZone);
  };
  const currentInstant = readServiceTime(wire.current.time, timeZone) ?? Date.now();

  const hourlyKept = wire.hourly.time.map((time, i) => [canonical(time), i] as const).filter((entry): entry is [string, number] => entry[0] !== null);
  const hourlyIndex = hourlyKept.map(([, i]) => i);
  const pick = (source: Values | undefined) => {
    const all = fill(source, wire.hourly.time.length);
    return hourlyIndex.map((i) => all[i] ?? null);
  };
  const hourly = wire.hourly;

  const days = wire.daily.time.map((time, i) => [readServiceDate(time, timeZone), i] as const).filter((entry): entry is [string, number] => entry[0] !== undefined);
  const dayIndex = days.map(([, i]) => i);
  const daily = wire.daily;
  const pickDay = (source: Values | undefined) => {
    const all = fill(source, daily.time.length);
    return dayIndex.map((i) => all[i] ?? null);
  };
  const sun = (source: (string | null)[] | undefined) => days.map(([date, i]) => canonical(source?.[i], date));

  const minutelyTimes = wire.minutely?.time.map((time) => canonical(time)) ?? [];
  const models = wire.models?.filter((series) => isWeatherModel(series.model));
  const modelsTime = wire.models_time?.map((time) => canonical(time));

  return {
    latitude: wire.latitude ?? point.lat,
    longitude: wire.longitude ?? point.lon,
    ...(wire.elevation != null ? { elevation: wire.elevation } : {}),
    timezone: timeZone,
    utc_offset_seconds: zoneOffsetSeconds(timeZone, currentInstant),
    current: {
      time: zonedIso(currentInstant, timeZone),
      temperature_2m: fill([wire.current.temperature_2m], 1)[0] ?? null,
      relative_humidity_2m: fill([wire.current.relative_humidity_2m], 1)[0] ?? null,
      apparent_temperature: fill([wire.current.apparent_temperature], 1)[0] ?? null,
      precipitation: fill([wire.current.precipitation], 1)[0] ?? null,
      weather_code: fill([wire.current.weather_code], 1)[0] ?? null,
      wind_speed_10m: fill([wire.current.wind_speed_10m], 1)[0] ?? null,
      wind_direction_10m: fill([wire.current.wind_direction_10m], 1)[0] ?? null,
      wind_gusts_10m: fill([wire.current.wind_gusts_10m], 1)[0] ?? null,
      surface_pressure: fill([wire.current.surface_pressure], 1)[0] ?? null,
      cloud_cover: fill([wire.current.cloud_cover], 1)[0] ?? null,
      uv_index: fill([wire.current.uv_index], 1)[0] ?? null,
      is_day: dayFlag(wire.current.is_day),
    },
    hourly: {
      time: hourlyKept.map(([time]) => time),
      temperature_2m: pick(hourly.temperature_2m),
      relative_humidity_2m: pick(hourly.relative_humidity_2m),
      apparent_temperature: pick(hourly.apparent_temperature),
      precipitation_probability: pick(hourly.precipitation_probability),
      precipitation: pick(hourly.precipitation),
      weather_code: pick(hourly.weather_code),
      wind_speed_10m: pick(hourly.wind_speed_10m),
      wind_direction_10m: pick(hourly.wind_direction_10m),
      wind_gusts_10m: pick(hourly.wind_gusts_10m),
      surface_pressure: pick(hourly.surface_pressure),
      cloud_cover: pick(hourly.cloud_cover),
      uv_index: pick(hourly.uv_index),
      visibility: pick(hourly.visibility),
      is_day: pick(hourly.is_day).map(dayFlag),
    },
    daily: {
      time: days.map(([date]) => date),
      weather_code: pickDay(daily.weather_code),
      temperature_2m_max: pickDay(daily.temperature_2m_max),
      temperature_2m_min: pickDay(daily.temperature_2m_min),
      apparent_temperature_max: pickDay(daily.apparent_temperature_max),
      apparent_temperature_min: pickDay(daily.apparent_temperature_min),
      precipitation_sum: pickDay(daily.precipitation_sum),
      precipitation_probability_max: pickDay(daily.precipitation_probability_max),
      wind_speed_10m_max: pickDay(daily.wind_speed_10m_max),
      wind_gusts_10m_max: pickDay(daily.wind_gusts_10m_max),
      wind_direction_10m_dominant: pickDay(daily.wind_direction_10m_dominant),
      uv_index_max: pickDay(daily.uv_index_max),
      sunrise: sun(daily.sunrise),
      sunset: sun(daily.sunset),
    },
    minutely:
      wire.minutely && minutelyTimes.every((time) => time !== null)
        ? { time: minutelyTimes as string[], precipitation: fill(wire.minutely.precipitation, minutelyTimes.length) }
        : null,
    ...(models && modelsTime?.every((time) => time !== null)
      ? {
          models: models.map((series) => ({
            model: series.model as WeatherModel,
            temperature_2m: fill(series.temperature_2m, modelsTime.length),
            precipitation: fill(series.precipitation, modelsTime.length),
          })),
          models_available: (wire.models_available ?? []).filter(isWeatherModel),
          models_time: modelsTime as string[],
        }
      : {}),
  };
}
