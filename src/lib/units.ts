/**
 * Display units and conversions from the API's metric values (°C, km/h, mm, hPa, km).
 * Pure functions: the settings feature chooses, every panel converts through here.
 */
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
  // Read from the tag when it names its region: Intl.Locale's maximize() loads likely-subtags
  // data, a few milliseconds on the path to the first screen (units are chosen at start-up).
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

export const UNIT_LABELS = {
  temperature: { celsius: '°C', fahrenheit: '°F' },
  wind: { kmh: 'km/h', ms: 'm/s', mph: 'mph', kn: 'kn' },
  precipitation: { mm: 'mm', inch: 'in' },
  pressure: { hpa: 'hPa', inhg: 'inHg' },
  distance: { km: 'km', mi: 'mi' },
} as const satisfies { [K in keyof UnitPreferences]: Record<UnitPreferences[K], string> };
