import { screen } from '@testing-library/react';
import { LocalWeatherCard } from '../../../src/features/local-weather/components/local-weather-card';
import { describePanelStates } from '../../support/panel-states';

describePanelStates({
  name: 'LocalWeatherCard',
  render: () => <LocalWeatherCard target={{ slug: 'zurich' }} />,
  path: '/api/embed/current',
  query: 'slug=zurich',
  what: 'The weather here',
  errorTitle: 'Could not load the weather',
  loadingLabel: 'Loading the weather…',
  findData: () => screen.findByRole('heading', { name: 'Zürich' }),
});
