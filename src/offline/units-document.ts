import { defaultUnitsForLocale, UNIT_LABELS, type UnitPreferences } from '../lib/units';

/** The person's display units as IndexedDB keeps them: Settings writes them, every screen and the service worker's notifications read them. */
export const UNITS_SETTING_KEY = 'settings.units';

export const localeUnitDefaults = defaultUnitsForLocale(typeof navigator === 'undefined' ? 'en' : navigator.language);

/** A stored choice is used field by field: an unknown or missing unit falls back to the locale's. */
export function parseUnits(stored: unknown): UnitPreferences | undefined {
  if (typeof stored !== 'object' || stored === null) return undefined;
  const record = stored as Record<string, unknown>;
  const pick = <K extends keyof UnitPreferences>(kind: K): UnitPreferences[K] => {
    const value = record[kind];
    return typeof value === 'string' && value in UNIT_LABELS[kind] ? (value as UnitPreferences[K]) : localeUnitDefaults[kind];
  };
  return {
    temperature: pick('temperature'),
    wind: pick('wind'),
    precipitation: pick('precipitation'),
    pressure: pick('pressure'),
    distance: pick('distance'),
  };
}
