/**
 * The full `/api/py/weather` body for a place at an instant. Pure: the same place and
 * `now` always give the same body, and an hour's values do not depend on `now` at all
 * (only the window cut from the series moves).
 */
import type { CurrentSource, WeatherModel, WeatherProvider, WeatherResponse } from '../../api/schemas/weather';
import { buildCurrent } from './forecast-current';
import { aggregateDay, buildDaily } from './forecast-daily';
import { HOURLY_STEPS, buildHourly, hourContaining } from './forecast-hourly';
import { buildHourSeries, floorAtOffset } from './hour-series';
import { AVAILABLE_MODELS, modelSeriesFor } from './models';
import { QUARTER_HOUR_MS, buildMinutely, hasNowcast } from './nowcast';
import { roundTo } from './numbers';
import { placeContext } from './place-context';
import type { WeatherPlace } from './place';
import { currentSource, weatherProvider } from './providers';
import { createOffsetLookup } from './zone-offsets';

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
    elevation: roundTo(ctx.elevationM, 0),
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
