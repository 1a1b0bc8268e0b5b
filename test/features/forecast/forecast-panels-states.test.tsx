import { screen, within } from '@testing-library/react';
import { ForecastPanels } from '../../../src/features/forecast/components/forecast-panels';
import { ZURICH } from '../../support/mock-api';
import { describePanelStates } from '../../support/panel-states';

describePanelStates({
  name: 'ForecastPanels',
  render: () => <ForecastPanels place={{ lat: ZURICH.lat, lon: ZURICH.lon }} />,
  path: '/api/py/weather',
  query: `lat=${ZURICH.lat}&lon=${ZURICH.lon}`,
  what: 'The forecast',
  errorTitle: 'Could not load the forecast',
  loadingLabel: 'Loading the forecast…',
  // The charts load on first use: the forecast is on screen once its chart is, not its placeholder.
  findData: async () => {
    const hourly = await screen.findByRole('region', { name: 'Next 24 hours' });
    return within(hourly).findByRole('group', { name: /Temperature and feels like/ });
  },
});
