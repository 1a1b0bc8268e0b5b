import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HomeRoute } from '../../src/app/routes/home';
import { HOME_LOCATION_HINT_KEY, HOME_LOCATION_KEY } from '../../src/features/places/home-location';
import { warmUpMockData } from '../../src/mocks/handlers';
import { writeKv } from '../../src/offline/db';
import { resetAppDb } from '../support/app-db';
import { renderWithProviders } from '../support/render';

beforeAll(warmUpMockData);
beforeEach(resetAppDb);

describe('the home screen', () => {
  it('shows the weather at the location "Use my location" found, with the next hours, after a restart', async () => {
    await writeKv(HOME_LOCATION_KEY, { lat: 48.857, lon: 2.352 });
    localStorage.setItem(HOME_LOCATION_HINT_KEY, '1');
    renderWithProviders(<HomeRoute />);
    const card = (await screen.findByRole('heading', { name: 'Paris' })).closest('article')!;
    expect(within(card).getByText('Your location, as your device last found it')).toBeInTheDocument();
    const hours = await within(card).findByRole('region', { name: 'Hour by hour' });
    expect(within(hours).getAllByRole('listitem').length).toBeGreaterThanOrEqual(12);
    expect(within(hours).getByText('Now')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update my location' })).toBeEnabled();
  });

  it('shows the network’s approximate location when no location is remembered', async () => {
    renderWithProviders(<HomeRoute />);
    expect(await screen.findByRole('button', { name: 'Use my location' })).toBeEnabled();
    const heading = await screen.findByRole('heading', { level: 2 });
    expect(within(heading).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/^\/(place|at)\//));
    expect(screen.queryByText('Your location, as your device last found it')).toBeNull();
  });
});
