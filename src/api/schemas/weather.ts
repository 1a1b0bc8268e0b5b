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
export const weatherEndpoint = { path: '/api/py/weather', schema: WeatherResponseSchema } as const;
export type WeatherResponse = v.InferOutput<typeof WeatherResponseSchema>;
export type CurrentWeather = v.InferOutput<typeof CurrentWeatherSchema>;
export type HourlyWeather = v.InferOutput<typeof HourlyWeatherSchema>;
export type DailyWeather = v.InferOutput<typeof DailyWeatherSchema>;
export type Minutely = v.InferOutput<typeof MinutelySchema>;
export type ModelSeries = v.InferOutput<typeof ModelSeriesSchema>;
