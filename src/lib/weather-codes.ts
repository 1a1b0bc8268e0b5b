/**
 * WMO weather interpretation codes as Open-Meteo reports them (WMO 4677, reduced to the
 * subset Open-Meteo emits), with English condition text and an icon key per day/night.
 * Shared by the app and the mock API, so it must stay free of mock-only content.
 */

export const WMO_WEATHER_CODES = [
  0, 1, 2, 3, 45, 48, 51, 53, 55, 56, 57, 61, 63, 65, 66, 67, 71, 73, 75, 77, 80, 81, 82, 85, 86,
  95, 96, 99,
] as const;
export type WmoWeatherCode = (typeof WMO_WEATHER_CODES)[number];

export type WeatherIconKey =
  | 'clear-day' | 'clear-night'
  | 'mostly-clear-day' | 'mostly-clear-night'
  | 'partly-cloudy-day' | 'partly-cloudy-night'
  | 'overcast-day' | 'overcast-night'
  | 'fog-day' | 'fog-night'
  | 'rime-fog-day' | 'rime-fog-night'
  | 'drizzle-day' | 'drizzle-night'
  | 'freezing-drizzle-day' | 'freezing-drizzle-night'
  | 'rain-day' | 'rain-night'
  | 'heavy-rain-day' | 'heavy-rain-night'
  | 'freezing-rain-day' | 'freezing-rain-night'
  | 'snow-day' | 'snow-night'
  | 'heavy-snow-day' | 'heavy-snow-night'
  | 'snow-grains-day' | 'snow-grains-night'
  | 'showers-day' | 'showers-night'
  | 'heavy-showers-day' | 'heavy-showers-night'
  | 'snow-showers-day' | 'snow-showers-night'
  | 'thunderstorm-day' | 'thunderstorm-night'
  | 'thunderstorm-hail-day' | 'thunderstorm-hail-night'
  | 'unknown';

export interface WeatherIconPair {
  readonly day: WeatherIconKey;
  readonly night: WeatherIconKey;
}

export interface WeatherCodeInfo {
  /** The code as given, so callers can log or show it even when it is unknown. */
  readonly code: number;
  /** False for codes outside the Open-Meteo set; `condition` is then "Unknown". */
  readonly known: boolean;
  readonly condition: string;
  readonly icon: WeatherIconPair;
}

function pair(base: string): WeatherIconPair {
  // Every key built here is listed in WeatherIconKey; the table below is the only caller.
  return { day: `${base}-day` as WeatherIconKey, night: `${base}-night` as WeatherIconKey };
}

const TABLE: Readonly<Record<WmoWeatherCode, { condition: string; icon: WeatherIconPair }>> = {
  0: { condition: 'Clear sky', icon: pair('clear') },
  1: { condition: 'Mainly clear', icon: pair('mostly-clear') },
  2: { condition: 'Partly cloudy', icon: pair('partly-cloudy') },
  3: { condition: 'Overcast', icon: pair('overcast') },
  45: { condition: 'Fog', icon: pair('fog') },
  48: { condition: 'Depositing rime fog', icon: pair('rime-fog') },
  51: { condition: 'Light drizzle', icon: pair('drizzle') },
  53: { condition: 'Moderate drizzle', icon: pair('drizzle') },
  55: { condition: 'Dense drizzle', icon: pair('drizzle') },
  56: { condition: 'Light freezing drizzle', icon: pair('freezing-drizzle') },
  57: { condition: 'Dense freezing drizzle', icon: pair('freezing-drizzle') },
  61: { condition: 'Slight rain', icon: pair('rain') },
  63: { condition: 'Moderate rain', icon: pair('rain') },
  65: { condition: 'Heavy rain', icon: pair('heavy-rain') },
  66: { condition: 'Light freezing rain', icon: pair('freezing-rain') },
  67: { condition: 'Heavy freezing rain', icon: pair('freezing-rain') },
  71: { condition: 'Slight snow fall', icon: pair('snow') },
  73: { condition: 'Moderate snow fall', icon: pair('snow') },
  75: { condition: 'Heavy snow fall', icon: pair('heavy-snow') },
  77: { condition: 'Snow grains', icon: pair('snow-grains') },
  80: { condition: 'Slight rain showers', icon: pair('showers') },
  81: { condition: 'Moderate rain showers', icon: pair('showers') },
  82: { condition: 'Violent rain showers', icon: pair('heavy-showers') },
  85: { condition: 'Slight snow showers', icon: pair('snow-showers') },
  86: { condition: 'Heavy snow showers', icon: pair('snow-showers') },
  95: { condition: 'Thunderstorm', icon: pair('thunderstorm') },
  96: { condition: 'Thunderstorm with slight hail', icon: pair('thunderstorm-hail') },
  99: { condition: 'Thunderstorm with heavy hail', icon: pair('thunderstorm-hail') },
};

const UNKNOWN_ICON: WeatherIconPair = { day: 'unknown', night: 'unknown' };

export function isWmoWeatherCode(code: unknown): code is WmoWeatherCode {
  return typeof code === 'number' && Object.prototype.hasOwnProperty.call(TABLE, code);
}

/**
 * Text and icons for a code. Never throws: a code a newer service version might add (or a
 * corrupt cached value) still renders, as "Unknown", instead of breaking the screen.
 */
export function describeWeatherCode(code: number | null): WeatherCodeInfo {
  if (!isWmoWeatherCode(code)) return { code: code ?? Number.NaN, known: false, condition: 'Unknown', icon: UNKNOWN_ICON };
  const entry = TABLE[code];
  return { code, known: true, condition: entry.condition, icon: entry.icon };
}

export type WeatherCodeKind =
  | 'clear' | 'cloudy' | 'fog' | 'drizzle' | 'freezing' | 'rain' | 'snow' | 'thunderstorm' | 'unknown';

/**
 * Coarse family of a code, for logic that must not enumerate codes (icons, precipitation
 * checks, "no snow above freezing" rules). "freezing" is liquid precipitation that freezes
 * on contact (56, 57, 66, 67); "rain" covers rain and rain showers.
 */
export function weatherCodeKind(code: number | null): WeatherCodeKind {
  if (!isWmoWeatherCode(code)) return 'unknown';
  if (code <= 1) return 'clear';
  if (code <= 3) return 'cloudy';
  if (code === 45 || code === 48) return 'fog';
  if (code === 51 || code === 53 || code === 55) return 'drizzle';
  if (code === 56 || code === 57 || code === 66 || code === 67) return 'freezing';
  if (code >= 71 && code <= 77) return 'snow';
  if (code === 85 || code === 86) return 'snow';
  if (code >= 95) return 'thunderstorm';
  return 'rain';
}

/** True for codes that mean something is falling (drizzle, rain, snow, hail, thunder showers). */
export function isPrecipitationCode(code: number | null): boolean {
  const kind = weatherCodeKind(code);
  return kind !== 'clear' && kind !== 'cloudy' && kind !== 'fog' && kind !== 'unknown';
}

export function weatherCondition(code: number | null): string {
  return describeWeatherCode(code).condition;
}
