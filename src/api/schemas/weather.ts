import * as v from 'valibot';
import { LatitudeSchema, LongitudeSchema } from './location';

export const WEATHER_MODELS = ['gfs_seamless', 'ecmwf_ifs04', 'icon_seamless', 'meteofrance_seamless'] as const;
export type WeatherModel = (typeof WEATHER_MODELS)[number];

export const WEATHER_PROVIDERS = ['tomorrow', 'open-meteo', 'fallback'] as const;
export const CURRENT_SOURCES = ['stationkit', ...WEATHER_PROVIDERS] as const;
export type WeatherProvider = (typeof WEATHER_PROVIDERS)[number];
export type CurrentSource = (typeof CURRENT_SOURCES)[number];

const num = v.pipe(v.number(), v.finite());
const nums = v.array(num);
const time = v.string();
const dayFlag = v.picklist([0, 1]);

export const CurrentWeatherSchema = v.object({
  time,
  temperature_2m: num,
  relative_humidity_2m: num,
  apparent_temperature: num,
  precipitation: num,
  weather_code: num,
  wind_speed_10m: num,
  wind_direction_10m: num,
  wind_gusts_10m: num,
  surface_pressure: num,
  cloud_cover: num,
  uv_index: num,
  is_day: dayFlag,
});

export const HOURLY_FIELDS = [
  'temperature_2m', 'relative_humidity_2m', 'apparent_temperature', 'precipitation_probability',
  'precipitation', 'weather_code', 'wind_speed_10m', 'wind_direction_10m', 'wind_gusts_10m',
  'surface_pressure', 'cloud_cover', 'uv_index', 'visibility',
] as const;

export const HourlyWeatherSchema = v.object({
  time: v.array(time),
  temperature_2m: nums,
  relative_humidity_2m: nums,
  apparent_temperature: nums,
  precipitation_probability: nums,
  precipitation: nums,
  weather_code: nums,
  wind_speed_10m: nums,
  wind_direction_10m: nums,
  wind_gusts_10m: nums,
  surface_pressure: nums,
  cloud_cover: nums,
  uv_index: nums,
  visibility: nums,
  is_day: v.array(dayFlag),
});

export const DailyWeatherSchema = v.object({
  time: v.array(v.pipe(v.string(), v.isoDate())),
  weather_code: nums,
  temperature_2m_max: nums,
  temperature_2m_min: nums,
  apparent_temperature_max: nums,
  apparent_temperature_min: nums,
  precipitation_sum: nums,
  precipitation_probability_max: nums,
  wind_speed_10m_max: nums,
  wind_gusts_10m_max: nums,
  wind_direction_10m_dominant: nums,
  uv_index_max: nums,
  sunrise: v.array(time),
  sunset: v.array(time),
});

export const MinutelySchema = v.object({ time: v.array(time), precipitation: nums });

export const ModelSeriesSchema = v.object({
  model: v.picklist(WEATHER_MODELS),
  temperature_2m: nums,
  precipitation: nums,
});

export const WeatherResponseSchema = v.object({
  latitude: LatitudeSchema,
  longitude: LongitudeSchema,
  /** Metres above sea level of the point forecast for, as Open-Meteo sends it (beyond the contract). */
  elevation: v.optional(num),
  timezone: v.string(),
  utc_offset_seconds: v.pipe(v.number(), v.integer()),
  current: CurrentWeatherSchema,
  current_units: v.record(v.string(), v.string()),
  hourly: HourlyWeatherSchema,
  daily: DailyWeatherSchema,
  minutely: v.nullable(MinutelySchema),
  models: v.optional(v.array(ModelSeriesSchema)),
  models_available: v.optional(v.array(v.picklist(WEATHER_MODELS))),
  models_time: v.optional(v.array(time)),
});
export type WeatherResponse = v.InferOutput<typeof WeatherResponseSchema>;
export type CurrentWeather = v.InferOutput<typeof CurrentWeatherSchema>;
export type HourlyWeather = v.InferOutput<typeof HourlyWeatherSchema>;
export type DailyWeather = v.InferOutput<typeof DailyWeatherSchema>;
export type Minutely = v.InferOutput<typeof MinutelySchema>;
export type ModelSeries = v.InferOutput<typeof ModelSeriesSchema>;

// Also accepts the real service's shapes (docs/real-service.md); normalize-weather.ts turns them into `Weather`.
const wireNum = v.nullish(v.number());
const wireNums = v.optional(v.array(v.nullable(v.number())));

export const WeatherWireSchema = v.object({
  latitude: v.optional(v.number()),
  longitude: v.optional(v.number()),
  // Beyond the contract: a value the client cannot read is left out, not a reason to refuse the forecast.
  elevation: v.fallback(v.nullish(v.number()), null),
  timezone: v.optional(v.string()),
  utc_offset_seconds: v.optional(v.number()),
  current: v.object({
    time: v.string(),
    temperature_2m: wireNum, relative_humidity_2m: wireNum, apparent_temperature: wireNum, precipitation: wireNum,
    weather_code: wireNum, wind_speed_10m: wireNum, wind_direction_10m: wireNum, wind_gusts_10m: wireNum,
    surface_pressure: wireNum, cloud_cover: wireNum, uv_index: wireNum, is_day: wireNum,
  }),
  hourly: v.object({
    time: v.array(v.string()),
    temperature_2m: wireNums, relative_humidity_2m: wireNums, apparent_temperature: wireNums,
    precipitation_probability: wireNums, precipitation: wireNums, weather_code: wireNums, wind_speed_10m: wireNums,
    wind_direction_10m: wireNums, wind_gusts_10m: wireNums, surface_pressure: wireNums, cloud_cover: wireNums,
    uv_index: wireNums, visibility: wireNums, is_day: wireNums,
  }),
  daily: v.object({
    time: v.array(v.string()),
    weather_code: wireNums, temperature_2m_max: wireNums, temperature_2m_min: wireNums,
    apparent_temperature_max: wireNums, apparent_temperature_min: wireNums, precipitation_sum: wireNums,
    precipitation_probability_max: wireNums, wind_speed_10m_max: wireNums, wind_gusts_10m_max: wireNums,
    wind_direction_10m_dominant: wireNums, uv_index_max: wireNums,
    sunrise: v.optional(v.array(v.nullable(v.string()))),
    sunset: v.optional(v.array(v.nullable(v.string()))),
  }),
  minutely: v.nullish(v.object({ time: v.array(v.string()), precipitation: v.array(v.nullable(v.number())) })),
  models: v.optional(v.array(v.object({ model: v.string(), temperature_2m: v.array(v.nullable(v.number())), precipitation: v.array(v.nullable(v.number())) }))),
  models_available: v.optional(v.array(v.string())),
  models_time: v.optional(v.array(v.string())),
});
export type WeatherWire = v.InferOutput<typeof WeatherWireSchema>;

const value = v.nullable(num);
const values = v.array(value);
/** A canonical local time: wall clock at the place with its offset, `2026-11-23T09:00+01:00`. */
const localTime = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}[+-]\d{2}:\d{2}$/));

/** The forecast as the app keeps and shows it, whichever shape the service sent. */
export const WeatherSchema = v.object({
  latitude: LatitudeSchema,
  longitude: LongitudeSchema,
  /** Metres above sea level of the point the pressures were forecast for, when the answer says. */
  elevation: v.optional(num),
  /** IANA zone: the answer's own, else looked up from the coordinates. */
  timezone: v.string(),
  /** The offset in force at the current block's time. */
  utc_offset_seconds: v.pipe(v.number(), v.integer()),
  current: v.object({
    time: localTime,
    temperature_2m: value, relative_humidity_2m: value, apparent_temperature: value, precipitation: value,
    weather_code: value, wind_speed_10m: value, wind_direction_10m: value, wind_gusts_10m: value,
    surface_pressure: value, cloud_cover: value, uv_index: value, is_day: v.nullable(dayFlag),
  }),
  hourly: v.object({
    time: v.array(localTime),
    temperature_2m: values, relative_humidity_2m: values, apparent_temperature: values,
    precipitation_probability: values, precipitation: values, weather_code: values, wind_speed_10m: values,
    wind_direction_10m: values, wind_gusts_10m: values, surface_pressure: values, cloud_cover: values,
    uv_index: values, visibility: values, is_day: v.array(v.nullable(dayFlag)),
  }),
  daily: v.object({
    time: v.array(v.pipe(v.string(), v.isoDate())),
    weather_code: values, temperature_2m_max: values, temperature_2m_min: values,
    apparent_temperature_max: values, apparent_temperature_min: values, precipitation_sum: values,
    precipitation_probability_max: values, wind_speed_10m_max: values, wind_gusts_10m_max: values,
    wind_direction_10m_dominant: values, uv_index_max: values,
    sunrise: v.array(v.nullable(localTime)),
    sunset: v.array(v.nullable(localTime)),
  }),
  minutely: v.nullable(v.object({ time: v.array(localTime), precipitation: values })),
  models: v.optional(v.array(v.object({ model: v.picklist(WEATHER_MODELS), temperature_2m: values, precipitation: values }))),
  models_available: v.optional(v.array(v.picklist(WEATHER_MODELS))),
  models_time: v.optional(v.array(localTime)),
});
export type Weather = v.InferOutput<typeof WeatherSchema>;
export type WeatherModelSeries = NonNullable<Weather['models']>[number];
