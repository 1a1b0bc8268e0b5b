import { screen } from '@testing-library/react';
import { AirQualityPanel } from '../../../src/features/air-quality/components/air-quality-panel';
import { ZURICH } from '../../support/mock-api';
import { describePanelStates } from '../../support/panel-states';

describePanelStates({
  name: 'AirQualityPanel',
  render: () => <AirQualityPanel lat={ZURICH.lat} lon={ZURICH.lon} />,
  path: '/api/py/airquality',
  query: `lat=${ZURICH.lat}&lon=${ZURICH.lon}`,
  what: 'Air quality',
  errorTitle: 'Could not load the air quality',
  loadingLabel: 'Loading the air quality…',
  findData: () => screen.findByRole('table', { name: 'Pollutants now' }),
});
