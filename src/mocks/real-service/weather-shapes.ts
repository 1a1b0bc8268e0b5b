import type { WeatherResponse } from '../../api/schemas/weather';

/**
 * The mock's forecast rewritten in each shape the real service sends (the contract's section
 * "What the real service sends", confirmed in nyuchi/mukoko-weather `api/py/_weather.py`):
 * the same weather, in the real service's members, times and gaps.
 */
export type RealWeatherShape = 'first-provider' | 'second-provider' | 'station-overlay' | 'seasonal-fallback';

type Body = Record<string, unknown>;
const HOUR_MS = 3_600_000;

/** The instant of a contract time (`2026-11-23T09:00+01:00`). */
const instantOf = (time: string) => Date.parse(time);

/** `2026-11-23T08:00:00Z`, as Tomorrow.io writes times. */
function utcZ(instant: number): string {
  return `${new Date(instant).toISOString().slice(0, 19)}Z`;
}

/** The contract time's own wall clock without its offset, as Open-Meteo writes with `timezone=auto`. */
function wallClock(time: string): string {
  return time.slice(0, 16);
}

/** Python's `datetime.isoformat()` of a naive UTC time: microseconds, no zone marker. */
function pythonNaiveUtc(instant: number): string {
  return `${new Date(instant).toISOString().slice(0, 19)}.${String(instant % 1000).padStart(3, '0')}000`;
}

/** Python's `datetime.now(timezone.utc).isoformat()`. */
function pythonAwareUtc(instant: number): string {
  return `${pythonNaiveUtc(instant)}+00:00`;
}

function withoutZone(body: WeatherResponse): Body {
  const rest: Body = { ...body };
  for (const member of ['latitude', 'longitude', 'timezone', 'utc_offset_seconds']) delete rest[member];
  return rest;
}

function mapTimes(series: { time: string[] }, write: (time: string) => string) {
  return { ...series, time: series.time.map(write) };
}

export function realWeatherShape(body: WeatherResponse, shape: RealWeatherShape): Body {
  switch (shape) {
    case 'first-provider':
      // Tomorrow.io: UTC `Z` everywhere, days as the UTC instant of their local start, no
      // nowcast, gaps as null, and members of its own.
      return {
        ...withoutZone(body),
        current: { ...body.current, time: utcZ(instantOf(body.current.time)), uv_index: null },
        hourly: mapTimes(body.hourly, (time) => utcZ(instantOf(time))),
        daily: {
          ...body.daily,
          time: body.daily.time.map((date, i) => utcZ(instantOf(body.daily.sunrise[i] ?? `${date}T06:00Z`) - 60 * 60_000)),
          sunrise: body.daily.sunrise.map((time) => utcZ(instantOf(time))),
          sunset: body.daily.sunset.map((time) => utcZ(instantOf(time))),
        },
        minutely: undefined,
        insights: { windSpeed: body.current.wind_speed_10m },
      };
    case 'second-provider': {
      // Open-Meteo with `timezone=auto`: local wall clock without offset, 168 hours from local
      // midnight (hours the mock does not model repeat the day it does).
      const first = body.hourly.time[0] ?? body.current.time;
      const midnight = instantOf(`${first.slice(0, 10)}T00:00${first.slice(16)}`);
      const skipped = Math.round((instantOf(first) - midnight) / HOUR_MS);
      const at = (i: number) => (((i - skipped) % 24) + 24) % 24;
      const hourly: Body = {
        // One fixed offset for the week: a DST change inside it is not modelled.
        time: Array.from({ length: 168 }, (_, i) => new Date(midnight + i * HOUR_MS + offsetMs(first)).toISOString().slice(0, 16)),
      };
      for (const [member, column] of Object.entries(body.hourly)) {
        if (member !== 'time') hourly[member] = Array.from({ length: 168 }, (_, i) => (column as unknown[])[at(i)]);
      }
      return {
        ...withoutZone(body),
        current: { ...body.current, time: wallClock(body.current.time) },
        hourly,
        daily: { ...mapTimes(body.daily, (date) => date), sunrise: body.daily.sunrise.map(wallClock), sunset: body.daily.sunset.map(wallClock) },
        minutely: body.minutely ? mapTimes(body.minutely, wallClock) : undefined,
        models_time: body.models_time?.map(wallClock),
      };
    }
    case 'station-overlay':
      // A nearby station's observation replaces `current`: naive UTC microseconds, nulls for
      // sensors the station lacks.
      return {
        ...withoutZone(body),
        current: {
          ...body.current,
          time: pythonNaiveUtc(instantOf(body.current.time) + 17_123),
          uv_index: null,
          cloud_cover: null,
          surface_pressure: null,
          wind_gusts_10m: null,
        },
        hourly: mapTimes(body.hourly, (time) => utcZ(instantOf(time))),
        daily: { ...body.daily, sunrise: body.daily.sunrise.map((time) => utcZ(instantOf(time))), sunset: body.daily.sunset.map((time) => utcZ(instantOf(time))) },
        minutely: undefined,
      };
    case 'seasonal-fallback': {
      // Every provider failed: aware-UTC isoformat times, no precipitation probability or
      // visibility, and sunrise/sunset as bare clock times.
      const hourly: Body = { ...body.hourly };
      delete hourly.precipitation_probability;
      delete hourly.visibility;
      return {
        ...withoutZone(body),
        current: { ...body.current, time: pythonAwareUtc(instantOf(body.current.time)) },
        hourly: { ...hourly, time: body.hourly.time.map((time) => pythonAwareUtc(instantOf(time))) },
        daily: { ...body.daily, sunrise: body.daily.time.map(() => '06:00'), sunset: body.daily.time.map(() => '18:00') },
        minutely: undefined,
        insights: null,
      };
    }
  }
}

/** The offset a contract time carries, in ms. */
function offsetMs(time: string): number {
  const match = /([+-])(\d{2}):(\d{2})$/.exec(time);
  if (!match) return 0;
  const [, sign, hours = '0', minutes = '0'] = match;
  return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) * 60_000;
}

export const REAL_WEATHER_SHAPES: readonly RealWeatherShape[] = ['first-provider', 'second-provider', 'station-overlay', 'seasonal-fallback'];
