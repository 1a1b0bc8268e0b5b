import { createContext, useContext, type ReactNode } from 'react';
import { METRIC_UNITS, type UnitPreferences } from '../lib/units';

const UnitsContext = createContext<UnitPreferences>(METRIC_UNITS);

/** The reader's display units for every panel below; src/app provides the saved choice. */
export function UnitsProvider({ units, children }: { units: UnitPreferences; children: ReactNode }) {
  return <UnitsContext.Provider value={units}>{children}</UnitsContext.Provider>;
}

export function useUnits(): UnitPreferences {
  return useContext(UnitsContext);
}
