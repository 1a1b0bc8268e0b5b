// Display units and conversions from the API's metric values; the settings feature chooses.
import type { MessageId } from '../i18n/message-id';
import { t } from '../i18n/translate';

export type TemperatureUnit = 'celsius' | 'fahrenheit';
export type WindUnit = 'kmh' | 'ms' | 'mph' | 'kn';
export type PrecipitationUnit = 'mm' | 'inch';
export type PressureUnit = 'hpa' | 'inhg';
export type DistanceUnit = 'km' | 'mi';

export interface UnitPreferences {
  temperature: TemperatureUnit;
  wind: WindUnit;
  precipitation: PrecipitationUnit;
  pressure: PressureUnit;
  distance: DistanceUnit;
}

export const METRIC_UNITS: UnitPreferences = {
  temperature: 'celsius',
  wind: 'kmh',
  precipitation: 'mm',
  pressure: 'hpa',
  distance: 'km',
};

/** Regions whose people expect °F, mph, inches and miles (the US and a few others). */
const IMPERIAL_REGIONS = new Set(['US', 'LR', 'MM', 'PR', 'GU', 'VI', 'AS', 'MP', 'UM']);
/** The UK reads temperatures in °C but distances and wind in miles. */
const MILES_REGIONS = new Set([...IMPERIAL_REGIONS, 'GB']);

/** Sensible defaults for a locale such as "en-US", "en-GB" or "de-CH". */
export function defaultUnitsForLocale(locale: string): UnitPreferences {
  const region = regionOf(locale);
  if (IMPERIAL_REGIONS.has(region)) {
    return { temperature: 'fahrenheit', wind: 'mph', precipitation: 'inch', pressure: 'inhg', distance: 'mi' };
  }
  if (MILES_REGIONS.has(region)) return { ...METRIC_UNITS, wind: 'mph', distance: 'mi' };
  return METRIC_UNITS;
}

/** A language tag's own region subtag: "en-GB", "zh-Hant-TW", "es-419" (after the language and an optional script). */
const REGION_SUBTAG = /^[a-z]{2,3}(?:-[a-z]{4})?-([a-z]{2}|\d{3})(?:-|$)/i;

function regionOf(locale: string): string {
  // Read from the tag itself: Intl.Locale's maximize() loads data on the path to the first screen.
  const named = REGION_SUBTAG.exec(locale)?.[1];
  if (named) return named.toUpperCase();
  try {
    return new Intl.Locale(locale).maximize().region ?? '';
  } catch {
    return '';
  }
}

export function convertTemperature(celsius: number, unit: TemperatureUnit): number {
  return unit === 'fahrenheit' ? (celsius * 9) / 5 + 32 : celsius;
}

/** A difference of `celsius` degrees in `unit`'s degrees (no offset: 2 °C apart is 3.6 °F apart). */
export function convertTemperatureDifference(celsius: number, unit: TemperatureUnit): number {
  return unit === 'fahrenheit' ? (celsius * 9) / 5 : celsius;
}

const KMH_PER: Record<WindUnit, number> = { kmh: 1, ms: 3.6, mph: 1.609344, kn: 1.852 };

export function convertWind(kmh: number, unit: WindUnit): number {
  return kmh / KMH_PER[unit];
}

export function convertPrecipitation(mm: number, unit: PrecipitationUnit): number {
  return unit === 'inch' ? mm / 25.4 : mm;
}

export function convertPressure(hpa: number, unit: PressureUnit): number {
  return unit === 'inhg' ? hpa / 33.8638866667 : hpa;
}

export function convertDistance(km: number, unit: DistanceUnit): number {
  return unit === 'mi' ? km / 1.609344 : km;
}

/** A unit's symbol for each unit of a quantity, read in the app's language whenever it is read. */
function labels<U extends string>(messages: Record<U, MessageId>): Readonly<Record<U, string>> {
  const table = {} as Record<U, string>;
  for (const [unit, id] of Object.entries(messages) as [U, MessageId][]) Object.defineProperty(table, unit, { get: () => t(id), enumerable: true });
  return table;
}

/** "km/h", or "كم/س" in Arabic: each quantity's units, keyed as the preferences name them. */
export const UNIT_LABELS = {
  temperature: labels({ celsius: 'weather.unit.celsius', fahrenheit: 'weather.unit.fahrenheit' }),
  wind: labels({ kmh: 'weather.unit.kmh', ms: 'weather.unit.ms', mph: 'weather.unit.mph', kn: 'weather.unit.kn' }),
  precipitation: labels({ mm: 'weather.unit.mm', inch: 'weather.unit.inch' }),
  pressure: labels({ hpa: 'weather.unit.hpa', inhg: 'weather.unit.inhg' }),
  distance: labels({ km: 'weather.unit.km', mi: 'weather.unit.mi' }),
} as const satisfies { [K in keyof UnitPreferences]: Record<UnitPreferences[K], string> };
