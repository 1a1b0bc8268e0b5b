import { screen } from '@testing-library/react';
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
  findData: () => screen.findByRole('region', { name: 'Current conditions' }),
});
