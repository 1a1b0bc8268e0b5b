import { getResponse, http } from 'msw';
import type { ReactElement } from 'react';
import { handlers } from '../../src/mocks/handlers';
import type { UnitPreferences } from '../../src/lib/units';
import { METRIC_UNITS } from '../../src/lib/units';
import { UnitsProvider } from '../../src/ui/units-context';
import { renderWithProviders } from './render';

/** Catalog places whose mock answers cover each provider, station and nowcast case. */
export const PLACES = {
  zurich: { lat: 47.37689, lon: 8.54169 }, // tomorrow / tomorrow, has a nowcast
  istanbul: { lat: 41.01384, lon: 28.94966 }, // tomorrow / stationkit, no nowcast
  shanghai: { lat: 31.22222, lon: 121.45806 }, // open-meteo / stationkit
  london: { lat: 51.50853, lon: -0.12574 }, // fallback / fallback
} as const;

export function renderWithUnits(ui: ReactElement, units: UnitPreferences = METRIC_UNITS) {
  return renderWithProviders(<UnitsProvider units={units}>{ui}</UnitsProvider>);
}

/** The real mock's answer for a request, passed through `change` (headers, body). */
export function weatherOverride(change: (response: Response, request: Request) => Promise<Response> | Response) {
  return http.get('*/api/py/weather', async ({ request }) => {
    const real = await getResponse(handlers, request);
    if (!real) throw new Error('the weather handler did not answer');
    return change(real, request);
  });
}
