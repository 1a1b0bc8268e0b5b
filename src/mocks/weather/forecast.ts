/**
 * The full `/api/py/weather` body for a place at an instant. Pure: the same place and
 * `now` always give the same body, and an hour's values do not depend on `now` at all
 * (only the window cut from the series moves).
 */
import type {
  CurrentSource,
  CurrentWeather,
  DailyWeather,
  HourlyWeather,
  WeatherModel,
  WeatherProvider,
  WeatherResponse,
} from '../../api/schemas/weather';
import { type HourWeather, clamp, cloudCode, roundTo, uvIndexFor } from './conditions';
import { type HourSeries, type SeriesDay, buildHourSeries, floorAtOffset } from './hour-series';
import { MS_PER_HOUR, createOffsetLookup, formatDateTimeAtOffset } from './local-time';
import { AVAILABLE_MODELS, modelSeriesFor } from './models';
import { QUARTER_HOUR_MS, buildMinutely, hasNowcast, quarterPrecipitation } from './nowcast';
import { type PlaceContext, placeContext } from './place-context';
import type { WeatherPlace } from './place';
import { currentSource, weatherProvider } from './providers';
import { SUNRISE_APPARENT_ALTITUDE_DEG, sunAltitude, sunEvents } from './sun';

export const HOURLY_STEPS = 24;

export const CURRENT_UNITS: Readonly<Record<string, string>> = {
  time: 'iso8601',
  temperature_2m: '°C',
  relative_humidity_2m: '%',
  apparent_temperature: '°C',
  precipitation: 'mm',
  weather_code: 'wmo code',
  wind_speed_10m: 'km/h',
  wind_direction_10m: '°',
  wind_gusts_10m: 'km/h',
  surface_pressure: 'hPa',
  cloud_cover: '%',
  uv_index: '',
  is_day: '',
};

export interface BuiltWeather {
  readonly body: WeatherResponse;
  /** Value for the `X-Weather-Provider` header. */
  readonly provider: WeatherProvider;
  /** Value for the `X-Current-Source` header. */
  readonly currentSource: CurrentSource;
}

function lerp(a: number, b: number, f: number): number {
  return a + (b - a) * f;
}

type NumericField = { [K in keyof HourWeather]: HourWeather[K] extends number ? K : never }[keyof HourWeather];

function buildHourly(series: HourSeries): HourlyWeather {
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

interface DayAggregate {
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
function aggregateDay(series: HourSeries, day: SeriesDay): DayAggregate {
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

function buildDaily(
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

/**
 * Conditions at `quarterMs` (now floored to 15 local minutes). Smooth quantities are
 * interpolated between the surrounding hours; categorical ones (code, cloud, direction)
 * come from the current hour so they still agree with each other. Temperatures are kept
 * inside today's range so "now" can never read above today's high or below its low.
 */
function buildCurrent(
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

function hourContaining(series: HourSeries, epochMs: number): HourWeather {
  const hours = series.hours;
  for (let i = series.currentIndex; i < hours.length; i++) {
    const following = hours[i + 1];
    if (following === undefined || epochMs < following.epochMs) return hours[i]!.weather;
  }
  return hours[hours.length - 1]!.weather;
}

/**
 * Builds the weather body. `models`, when given and non-empty, adds `models`,
 * `models_available` and `models_time`; otherwise those keys are absent (the handler is
 * expected to have validated the model ids against WEATHER_MODELS already).
 */
export function buildWeather(place: WeatherPlace, now: Date, models?: readonly WeatherModel[]): BuiltWeather {
  const nowMs = now.getTime();
  if (!Number.isFinite(nowMs)) throw new RangeError('buildWeather: `now` is an invalid Date');
  const ctx = placeContext(place);
  const offsetAt = createOffsetLookup(place.timezone);
  const series = buildHourSeries(ctx, nowMs, offsetAt);
  const aggregates = series.days.map((day) => aggregateDay(series, day));
  const hourly = buildHourly(series);
  const nowOffset = offsetAt(nowMs);
  const quarterMs = floorAtOffset(nowMs, nowOffset, QUARTER_HOUR_MS);

  const body: WeatherResponse = {
    // `+ 0` turns -0 into 0, so the body survives a JSON round trip unchanged.
    latitude: place.lat + 0,
    longitude: place.lon + 0,
    timezone: place.timezone,
    utc_offset_seconds: nowOffset,
    current: buildCurrent(ctx, series, quarterMs, aggregates[0]!, offsetAt),
    current_units: { ...CURRENT_UNITS },
    hourly,
    daily: buildDaily(ctx, series, aggregates, offsetAt),
    minutely: hasNowcast(place)
      ? buildMinutely(quarterMs, offsetAt, (epochMs) => hourContaining(series, epochMs))
      : null,
  };

  if (models !== undefined && models.length > 0) {
    const window = series.hours.slice(series.currentIndex, series.currentIndex + HOURLY_STEPS).map((h) => h.weather);
    body.models = modelSeriesFor(ctx, models, window, nowMs);
    body.models_available = [...AVAILABLE_MODELS];
    body.models_time = [...hourly.time];
  }

  return { body, provider: weatherProvider(place), currentSource: currentSource(place) };
}
