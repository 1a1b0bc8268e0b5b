import { defaultUnitsForLocale, UNIT_LABELS, type UnitPreferences } from '../../lib/units';
import { useStoredDocument } from '../../offline/stored-document';

export const UNITS_SETTING_KEY = 'settings.units';

const localeDefaults = defaultUnitsForLocale(typeof navigator === 'undefined' ? 'en' : navigator.language);

/** A stored choice is used field by field: an unknown or missing unit falls back to the locale's. */
function parseUnits(stored: unknown): UnitPreferences | undefined {
  if (typeof stored !== 'object' || stored === null) return undefined;
  const record = stored as Record<string, unknown>;
  const pick = <K extends keyof UnitPreferences>(kind: K): UnitPreferences[K] => {
    const value = record[kind];
    return typeof value === 'string' && value in UNIT_LABELS[kind] ? (value as UnitPreferences[K]) : localeDefaults[kind];
  };
  return {
    temperature: pick('temperature'),
    wind: pick('wind'),
    precipitation: pick('precipitation'),
    pressure: pick('pressure'),
    distance: pick('distance'),
  };
}

/** The reader's display units: saved in IndexedDB, defaulting from the browser's language. */
export function useUnitPreferences(): [UnitPreferences, (next: UnitPreferences) => void] {
  const { value, set } = useStoredDocument(UNITS_SETTING_KEY, localeDefaults, parseUnits);
  return [value, set];
}
