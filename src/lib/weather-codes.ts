// WMO codes as Open-Meteo reports them, with each condition's message and day/night icon keys.
// Shared with the mock API: keep it free of mock-only content and of the page's catalogue loaders.
import type { MessageId } from '../i18n/message-id';
import { t } from '../i18n/translate';

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
  /** In the app's language. */
  readonly condition: string;
  readonly icon: WeatherIconPair;
}

type ConditionMessage = Extract<MessageId, `weather.condition.${string}`>;

function pair(base: string): WeatherIconPair {
  // Every key built here is listed in WeatherIconKey; the table below is the only caller.
  return { day: `${base}-day` as WeatherIconKey, night: `${base}-night` as WeatherIconKey };
}

const TABLE: Readonly<Record<WmoWeatherCode, { condition: ConditionMessage; icon: WeatherIconPair }>> = {
  0: { condition: 'weather.condition.clearSky', icon: pair('clear') },
  1: { condition: 'weather.condition.mainlyClear', icon: pair('mostly-clear') },
  2: { condition: 'weather.condition.partlyCloudy', icon: pair('partly-cloudy') },
  3: { condition: 'weather.condition.overcast', icon: pair('overcast') },
  45: { condition: 'weather.condition.fog', icon: pair('fog') },
  48: { condition: 'weather.condition.rimeFog', icon: pair('rime-fog') },
  51: { condition: 'weather.condition.lightDrizzle', icon: pair('drizzle') },
  53: { condition: 'weather.condition.moderateDrizzle', icon: pair('drizzle') },
  55: { condition: 'weather.condition.denseDrizzle', icon: pair('drizzle') },
  56: { condition: 'weather.condition.lightFreezingDrizzle', icon: pair('freezing-drizzle') },
  57: { condition: 'weather.condition.denseFreezingDrizzle', icon: pair('freezing-drizzle') },
  61: { condition: 'weather.condition.slightRain', icon: pair('rain') },
  63: { condition: 'weather.condition.moderateRain', icon: pair('rain') },
  65: { condition: 'weather.condition.heavyRain', icon: pair('heavy-rain') },
  66: { condition: 'weather.condition.lightFreezingRain', icon: pair('freezing-rain') },
  67: { condition: 'weather.condition.heavyFreezingRain', icon: pair('freezing-rain') },
  71: { condition: 'weather.condition.slightSnow', icon: pair('snow') },
  73: { condition: 'weather.condition.moderateSnow', icon: pair('snow') },
  75: { condition: 'weather.condition.heavySnow', icon: pair('heavy-snow') },
  77: { condition: 'weather.condition.snowGrains', icon: pair('snow-grains') },
  80: { condition: 'weather.condition.slightShowers', icon: pair('showers') },
  81: { condition: 'weather.condition.moderateShowers', icon: pair('showers') },
  82: { condition: 'weather.condition.violentShowers', icon: pair('heavy-showers') },
  85: { condition: 'weather.condition.slightSnowShowers', icon: pair('snow-showers') },
  86: { condition: 'weather.condition.heavySnowShowers', icon: pair('snow-showers') },
  95: { condition: 'weather.condition.thunderstorm', icon: pair('thunderstorm') },
  96: { condition: 'weather.condition.thunderstormSlightHail', icon: pair('thunderstorm-hail') },
  99: { condition: 'weather.condition.thunderstormHeavyHail', icon: pair('thunderstorm-hail') },
};

const UNKNOWN_ICON: WeatherIconPair = { day: 'unknown', night: 'unknown' };

export function isWmoWeatherCode(code: unknown): code is WmoWeatherCode {
  return typeof code === 'number' && Object.prototype.hasOwnProperty.call(TABLE, code);
}

/** The message naming a code's condition: "Unknown"'s for a code outside the set. */
export function conditionMessage(code: number | null): ConditionMessage {
  return isWmoWeatherCode(code) ? TABLE[code].condition : 'weather.condition.unknown';
}

/** Text and icons for a code; never throws: an unknown or corrupt code renders as "Unknown". */
export function describeWeatherCode(code: number | null): WeatherCodeInfo {
  const condition = t(conditionMessage(code));
  if (!isWmoWeatherCode(code)) return { code: code ?? Number.NaN, known: false, condition, icon: UNKNOWN_ICON };
  return { code, known: true, condition, icon: TABLE[code].icon };
}

export type WeatherCodeKind =
  | 'clear' | 'cloudy' | 'fog' | 'drizzle' | 'freezing' | 'rain' | 'snow' | 'thunderstorm' | 'unknown';

/** A code's coarse family; "freezing" freezes on contact (56, 57, 66, 67), "rain" includes showers. */
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

/** "Partly cloudy", "Partiellement nuageux": the condition in the app's language. */
export function weatherCondition(code: number | null): string {
  return t(conditionMessage(code));
}
