import type { ReactNode } from 'react';
import { useUnitPreferences } from '../features/settings/use-unit-preferences';
import { UnitsProvider } from '../ui/units-context';

/** Gives every panel the units chosen in Settings (features read them with `useUnits()`). */
export function SavedUnits({ children }: { children: ReactNode }) {
  const [units] = useUnitPreferences();
  return <UnitsProvider units={units}>{children}</UnitsProvider>;
}
