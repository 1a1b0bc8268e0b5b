import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HomeRoute } from '../../../src/app/routes/home';
import { weatherQueryOptions } from '../../../src/features/forecast/api/get-weather';
import { SAVED_PLACES_KEY } from '../../../src/features/places/saved-places';
import { writeKv } from '../../../src/offline/db';
import { server } from '../../setup/msw';
import { calmEmbedOverride, calmWeatherOverride, setUpCalmWeatherTests } from '../../support/calm-weather';
import { createTestQueryClient, renderWithProviders } from '../../support/render';

/** 15 July 2026, 10:00 in Zürich. */
const START = Date.UTC(2026, 6, 15, 8);
const ZURICH = { slug: 'zurich', name: 'Zürich', lat: 47.37689, lon: 8.54169 };
const ISTANBUL = { slug: 'istanbul', name: 'Istanbul', lat: 41.01384, lon: 28.94966 };

setUpCalmWeatherTests(START);

describe('warning badges on the home screen', () => {
  it('names a saved place’s hazards from its cached forecast, else from its embed days, and none where there is none', async () => {
    server.use(calmWeatherOverride(START, [{ hoursFromStart: 14, temperature: -1 }]), calmEmbedOverride(2));
    await writeKv(SAVED_PLACES_KEY, [ZURICH, ISTANBUL]);
    const queryClient = createTestQueryClient();
    await queryClient.fetchQuery(weatherQueryOptions(ZURICH));
    renderWithProviders(<HomeRoute />, { queryClient });
    const saved = await screen.findByRole('region', { name: 'Saved places' });
    const row = (name: string) => within(saved).getByRole('link', { name }).closest('li')!;
    expect(await within(row('Zürich')).findByText('Weather warnings: Frost')).toBeInTheDocument();
    expect(await within(row('Istanbul')).findByText('Weather warnings: Thunderstorm')).toBeInTheDocument();
    expect(within(row('Istanbul')).queryAllByText(/Frost/)).toEqual([]);
  });

  it('shows no badge on a calm place', async () => {
    server.use(calmWeatherOverride(START), calmEmbedOverride());
    await writeKv(SAVED_PLACES_KEY, [ZURICH]);
    renderWithProviders(<HomeRoute />);
    const saved = await screen.findByRole('region', { name: 'Saved places' });
    await within(saved).findByText(/^H \d+° L \d+°$/);
    expect(within(saved).queryByText(/Weather warnings/)).toBeNull();
  });
});
