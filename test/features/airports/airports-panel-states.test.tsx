import { screen } from '@testing-library/react';
import { AirportsPanel } from '../../../src/features/airports/components/airports-panel';
import { ZURICH } from '../../support/mock-api';
import { describePanelStates } from '../../support/panel-states';

describePanelStates({
  name: 'AirportsPanel',
  render: () => <AirportsPanel lat={ZURICH.lat} lon={ZURICH.lon} />,
  path: '/api/py/airports/nearest',
  query: `lat=${ZURICH.lat}&lon=${ZURICH.lon}`,
  what: 'Nearest airports',
  errorTitle: 'Could not load the nearest airports',
  loadingLabel: 'Loading the nearest airports…',
  findData: () => screen.findByRole('list'),
});
