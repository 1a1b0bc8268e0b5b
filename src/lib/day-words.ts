import { t } from '../i18n/translate';
import { formatDegrees, formatTemperature, shownTemperature } from './unit-format';
import { convertTemperatureDifference, type UnitPreferences } from './units';
import { weatherCodeKind } from './weather-codes';

/** The word for what a code says falls: snow, thunderstorms, showers (80–82) or else rain. */
export function fallingKind(code: number | null): 'snow' | 'thunder' | 'showers' | 'rain' {
  const kind = weatherCodeKind(code);
  if (kind === 'snow') return 'snow';
  if (kind === 'thunderstorm') return 'thunder';
  return code !== null && code >= 80 && code <= 82 ? 'showers' : 'rain';
}

/** Tomorrow counts as warmer or cooler from this many degrees (°C) between the days' highs. */
export const DAYS_DIFFER_FROM_C = 2;

/** Tomorrow's high, and whether it is warmer, cooler or about as warm as today: the place screen's and the home card's. */
export function tomorrowWords(todayHigh: number | null | undefined, tomorrowHigh: number | null | undefined, units: UnitPreferences): string | undefined {
  if (todayHigh == null || tomorrowHigh == null) return undefined;
  // Between the highs as shown, so the words agree with the two numbers a person reads.
  const change = shownTemperature(tomorrowHigh, units.temperature) - shownTemperature(todayHigh, units.temperature);
  const differ = convertTemperatureDifference(DAYS_DIFFER_FROM_C, units.temperature);
  const compare = change >= differ ? 'warmer' : change <= -differ ? 'cooler' : 'same';
  return t('weather.words.tomorrow', { compare, diff: formatDegrees(Math.abs(change)), high: formatTemperature(tomorrowHigh, units) });
}
