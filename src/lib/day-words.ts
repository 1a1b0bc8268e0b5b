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

/** A day's precipitation is likely from this chance (%), possible from the lower one; else mostly dry. */
export const LIKELY_FROM_PERCENT = 60;
export const POSSIBLE_FROM_PERCENT = 30;

export function likelihoodOf(chance: number): 'likely' | 'possible' | 'dry' {
  return chance >= LIKELY_FROM_PERCENT ? 'likely' : chance >= POSSIBLE_FROM_PERCENT ? 'possible' : 'dry';
}

/** Tomorrow counts as warmer or cooler from this many degrees (°C) between the days' highs. */
export const DAYS_DIFFER_FROM_C = 2;

/** Tomorrow as the forecast gives it: its high, its chance of rain or snow, its code. */
export interface Tomorrow {
  high: number | null | undefined;
  chance: number | null | undefined;
  code: number | null | undefined;
}

/**
 * Tomorrow's rain or snow when likely or possible, whether it is warmer, cooler or about as warm as
 * today, and its high: the place screen's and the home card's.
 */
export function tomorrowWords(todayHigh: number | null | undefined, tomorrow: Tomorrow, units: UnitPreferences): string | undefined {
  if (todayHigh == null || tomorrow.high == null) return undefined;
  // Between the highs as shown, so the words agree with the two numbers a person reads.
  const change = shownTemperature(tomorrow.high, units.temperature) - shownTemperature(todayHigh, units.temperature);
  const differ = convertTemperatureDifference(DAYS_DIFFER_FROM_C, units.temperature);
  const compare = change >= differ ? 'warmer' : change <= -differ ? 'cooler' : 'same';
  return t('weather.words.tomorrow', { wet: likelihoodOf(tomorrow.chance ?? 0), kind: fallingKind(tomorrow.code ?? null), compare, diff: formatDegrees(Math.abs(change)), high: formatTemperature(tomorrow.high, units) });
}
