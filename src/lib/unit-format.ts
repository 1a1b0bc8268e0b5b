/**
 * Display strings for the API's metric values in the reader's chosen units, numbers
 * written by Intl.NumberFormat so that decimal marks follow the app's language.
 */
import {
  convertDistance, convertPrecipitation, convertPressure, convertTemperature, convertWind, UNIT_LABELS,
  type UnitPreferences,
} from './units';
import { cldrFallback } from '../i18n/cldr-fallback';
import { activeIntlLocale, t } from '../i18n/translate';
import { plainInteger } from './plain-integers';
import { roundHalfAway } from './rounding';

/** What stands where the service gave no value: one dash, never "NaN" or a made-up zero. */
export const MISSING = '—';

/**
 * Between a number and its unit: a no-break space, so that "−1 °C" or "12 km/h" never breaks
 * across two lines (the percent sign's space, where a language writes one, is in its catalogue).
 */
export const UNIT_GAP = '\u00a0';

/** "12 km/h": a written number and its unit's label, kept on one line. */
export function withUnit(number: string, unit: string): string {
  return `${number}${UNIT_GAP}${unit}`;
}

/** A value the service may not have given (`null`, absent, not finite). */
type Maybe = number | null | undefined;

function given(value: Maybe): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** A value for a chart: a gap (NaN) where the service gave none. */
export function chartValue(value: Maybe): number {
  return given(value) ? value : Number.NaN;
}

const numberFormats = new Map<string, (value: number) => string>();

/**
 * The locale's number writer. Where the browser's Intl lacks the language (Shona in Chromium),
 * its own separators from the app's CLDR table over Intl's root-like English ones, never the
 * device's language's.
 */
function numberWriter(maximumFractionDigits: number, minimumFractionDigits: number, locale: string): (value: number) => string {
  const key = `${maximumFractionDigits}|${minimumFractionDigits}|${locale}`;
  let write = numberFormats.get(key);
  if (!write) {
    const table = cldrFallback(locale);
    const format = new Intl.NumberFormat(table ? 'en' : locale, { maximumFractionDigits, minimumFractionDigits });
    write = table
      ? (value) => format.formatToParts(value).map((part) => (part.type === 'decimal' ? table.decimal : part.type === 'group' ? table.group : part.value)).join('')
      : (value) => format.format(value);
    numberFormats.set(key, write);
  }
  return write;
}

/** `value` with at most (and at least) so many decimals, as the app's language writes numbers. */
export function formatNumber(value: number, maximumFractionDigits: number, locale = activeIntlLocale(), minimumFractionDigits = 0): string {
  if (maximumFractionDigits === 0) {
    // Written without loading Intl's data.
    const plain = plainInteger(roundHalfAway(value), locale);
    if (plain !== undefined) return plain;
  }
  // Avoid "-0" for values that round to zero; negatives take a true minus sign (U+2212), after
  // the left-to-right mark right-to-left languages put before it.
  return numberWriter(maximumFractionDigits, minimumFractionDigits, locale)(value === 0 ? 0 : value)
    .replace(/^\u200e?[-\u2212](0(?:[.,]0*)?)$/, '$1')
    .replace(/^(\u200e?)-/, '$1\u2212');
}

/** "12°": temperatures read best with the degree sign alone once the unit is known. */
export function formatTemperature(celsius: Maybe, units: UnitPreferences, locale?: string): string {
  if (!given(celsius)) return MISSING;
  return `${formatNumber(convertTemperature(celsius, units.temperature), 0, locale)}°`;
}

export function formatTemperatureWithUnit(celsius: Maybe, units: UnitPreferences, locale?: string): string {
  if (!given(celsius)) return MISSING;
  return withUnit(formatNumber(convertTemperature(celsius, units.temperature), 0, locale), UNIT_LABELS.temperature[units.temperature]);
}

export function formatWind(kmh: Maybe, units: UnitPreferences, locale?: string): string {
  if (!given(kmh)) return MISSING;
  return withUnit(formatNumber(convertWind(kmh, units.wind), 0, locale), UNIT_LABELS.wind[units.wind]);
}

export function formatPrecipitation(mm: Maybe, units: UnitPreferences, locale?: string): string {
  if (!given(mm)) return MISSING;
  const digits = units.precipitation === 'inch' ? 2 : 1;
  return withUnit(formatNumber(convertPrecipitation(mm, units.precipitation), digits, locale), UNIT_LABELS.precipitation[units.precipitation]);
}

export function formatPressure(hpa: Maybe, units: UnitPreferences, locale?: string): string {
  if (!given(hpa)) return MISSING;
  const digits = units.pressure === 'inhg' ? 2 : 0;
  return withUnit(formatNumber(convertPressure(hpa, units.pressure), digits, locale), UNIT_LABELS.pressure[units.pressure]);
}

/** Distances in km/mi; the API gives visibility in metres, so callers divide by 1000. */
export function formatDistance(km: Maybe, units: UnitPreferences, locale?: string): string {
  if (!given(km)) return MISSING;
  const value = convertDistance(km, units.distance);
  return withUnit(formatNumber(value, value < 10 ? 1 : 0, locale), UNIT_LABELS.distance[units.distance]);
}

export function formatPercent(percent: Maybe, locale?: string): string {
  if (!given(percent)) return MISSING;
  return t('weather.unit.percent', { value: formatNumber(percent, 0, locale) });
}
