import type { UnitPreferences } from '../../lib/units';
import { useStoredDocument } from '../../offline/stored-document';
import { localeUnitDefaults, parseUnits, UNITS_SETTING_KEY } from '../../offline/units-document';

/** The reader's display units: saved in IndexedDB, defaulting from the browser's language. */
export function useUnitPreferences(): [UnitPreferences, (next: UnitPreferences) => void] {
  const { value, set } = useStoredDocument(UNITS_SETTING_KEY, localeUnitDefaults, parseUnits);
  return [value, set];
}
