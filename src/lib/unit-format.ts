/**
 * Display strings for the API's metric values in the reader's chosen units, numbers
 * written by Intl.NumberFormat so that decimal marks follow the locale.
 */
import {
  convertDistance, convertPrecipitation, convertPressure, convertTemperature, convertWind, UNIT_LABELS,
  type UnitPreferences,
} from './units';

const numberFormats = new Map<string, Intl.NumberFormat>();

export function formatNumber(value: number, maximumFractionDigits: number, locale?: string): string {
  const key = `${maximumFractionDigits}|${locale ?? ''}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits, minimumFractionDigits: 0 });
    numberFormats.set(key, format);
  }
  // Avoid "-0" for values that round to zero.
  return format.format(value === 0 ? 0 : value).replace(/^-(0(?:[.,]0*)?)$/, '$1');
}

/** "12°": temperatures read best with the degree sign alone once the unit is known. */
export function formatTemperature(celsius: number, units: UnitPreferences, locale?: string): string {
  return `${formatNumber(convertTemperature(celsius, units.temperature), 0, locale)}°`;
}

export function formatTemperatureWithUnit(celsius: number, units: UnitPreferences, locale?: string): string {
  return `${formatNumber(convertTemperature(celsius, units.temperature), 0, locale)} ${UNIT_LABELS.temperature[units.temperature]}`;
}

export function formatWind(kmh: number, units: UnitPreferences, locale?: string): string {
  return `${formatNumber(convertWind(kmh, units.wind), 0, locale)} ${UNIT_LABELS.wind[units.wind]}`;
}

export function formatPrecipitation(mm: number, units: UnitPreferences, locale?: string): string {
  const digits = units.precipitation === 'inch' ? 2 : 1;
  return `${formatNumber(convertPrecipitation(mm, units.precipitation), digits, locale)} ${UNIT_LABELS.precipitation[units.precipitation]}`;
}

export function formatPressure(hpa: number, units: UnitPreferences, locale?: string): string {
  const digits = units.pressure === 'inhg' ? 2 : 0;
  return `${formatNumber(convertPressure(hpa, units.pressure), digits, locale)} ${UNIT_LABELS.pressure[units.pressure]}`;
}

/** Distances in km/mi; the API gives visibility in metres, so callers divide by 1000. */
export function formatDistance(km: number, units: UnitPreferences, locale?: string): string {
  const value = convertDistance(km, units.distance);
  return `${formatNumber(value, value < 10 ? 1 : 0, locale)} ${UNIT_LABELS.distance[units.distance]}`;
}

export function formatPercent(percent: number, locale?: string): string {
  return `${formatNumber(percent, 0, locale)}%`;
}
