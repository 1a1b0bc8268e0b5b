// Display strings for the API's metric values in the chosen units, numbers in the app's language.
import {
  convertDistance, convertPrecipitation, convertPressure, convertTemperature, convertTemperatureDifference, convertWind, UNIT_LABELS,
  type TemperatureUnit, type UnitPreferences,
} from './units';
import { cldrFallback } from '../i18n/cldr-fallback';
import { activeIntlLocale, t } from '../i18n/translate';
import { plainInteger, writesRightToLeft } from './plain-integers';
import { roundHalfAway } from './rounding';

/** What stands where the service gave no value: one dash, never "NaN" or a made-up zero. */
export const MISSING = '—';

/** A no-break space between a number and its unit, so "−1 °C" never breaks across lines. */
export const UNIT_GAP = '\u00a0';

/**
 * `text` free to break between a number and its unit, for a tile too narrow for both: else the
 * line breaks inside the unit's word ("هكتوباسكا / ل"). Only where the two do not fit together.
 */
export function breakableAtUnits(text: string): string {
  return text.replaceAll(UNIT_GAP, ' ');
}

/**
 * A value written as one left-to-right unit inside right-to-left text (LRI … PDI), so "−3°", "6°"
 * and "10–15 km/h" keep their minus, digits, sign and unit in reading order; as is elsewhere.
 */
export function isolated(value: string, locale = activeIntlLocale()): string {
  return writesRightToLeft(locale) ? `\u2066${value}\u2069` : value;
}

/** "12 km/h": a written number and its unit's label, kept on one line. */
export function withUnit(number: string, unit: string, locale?: string): string {
  return isolated(`${number}${UNIT_GAP}${unit}`, locale);
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

// Where Intl lacks the language (Shona in Chromium), separators come from the app's CLDR table.
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
  // No "-0"; negatives take a true minus (U+2212), after the LTR mark of right-to-left languages.
  return numberWriter(maximumFractionDigits, minimumFractionDigits, locale)(value === 0 ? 0 : value)
    .replace(/^\u200e?[-\u2212](0(?:[.,]0*)?)$/, '$1')
    .replace(/^(\u200e?)-/, '$1\u2212');
}

/** A temperature as the app shows it: in the chosen unit, a whole number rounded half away from zero. */
export function shownTemperature(celsius: number, unit: TemperatureUnit): number {
  return roundHalfAway(convertTemperature(celsius, unit));
}

/** "3°": a number of degrees already in the chosen unit; temperatures read best with the sign alone. */
export function formatDegrees(degrees: number, locale?: string): string {
  return isolated(`${formatNumber(degrees, 0, locale)}°`, locale);
}

/** "12°", as shownTemperature rounds it. */
export function formatTemperature(celsius: Maybe, units: UnitPreferences, locale?: string): string {
  if (!given(celsius)) return MISSING;
  return formatDegrees(shownTemperature(celsius, units.temperature), locale);
}

/** "3°": how far apart two temperatures are, in the chosen unit's degrees. */
export function formatTemperatureDifference(celsius: number, units: UnitPreferences, locale?: string): string {
  return formatDegrees(convertTemperatureDifference(celsius, units.temperature), locale);
}

export function formatTemperatureWithUnit(celsius: Maybe, units: UnitPreferences, locale?: string): string {
  if (!given(celsius)) return MISSING;
  return withUnit(formatNumber(convertTemperature(celsius, units.temperature), 0, locale), UNIT_LABELS.temperature[units.temperature], locale);
}

export function formatWind(kmh: Maybe, units: UnitPreferences, locale?: string): string {
  if (!given(kmh)) return MISSING;
  return withUnit(formatNumber(convertWind(kmh, units.wind), 0, locale), UNIT_LABELS.wind[units.wind], locale);
}

export function formatPrecipitation(mm: Maybe, units: UnitPreferences, locale?: string): string {
  if (!given(mm)) return MISSING;
  const digits = units.precipitation === 'inch' ? 2 : 1;
  return withUnit(formatNumber(convertPrecipitation(mm, units.precipitation), digits, locale), UNIT_LABELS.precipitation[units.precipitation], locale);
}

export function formatPressure(hpa: Maybe, units: UnitPreferences, locale?: string): string {
  if (!given(hpa)) return MISSING;
  const digits = units.pressure === 'inhg' ? 2 : 0;
  return withUnit(formatNumber(convertPressure(hpa, units.pressure), digits, locale), UNIT_LABELS.pressure[units.pressure], locale);
}

/** Distances in km/mi; the API gives visibility in metres, so callers divide by 1000. */
export function formatDistance(km: Maybe, units: UnitPreferences, locale?: string): string {
  if (!given(km)) return MISSING;
  const value = convertDistance(km, units.distance);
  return withUnit(formatNumber(value, value < 10 ? 1 : 0, locale), UNIT_LABELS.distance[units.distance], locale);
}

export function formatPercent(percent: Maybe, locale?: string): string {
  if (!given(percent)) return MISSING;
  return isolated(t('weather.unit.percent', { value: formatNumber(percent, 0, locale) }), locale);
}
