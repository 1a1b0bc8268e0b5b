import { screen, waitFor, within } from '@testing-library/react';
import { getResponse, http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HomeRoute } from '../../../src/app/routes/home';
import { weatherQueryOptions } from '../../../src/features/forecast/api/get-weather';
import { forecastKeys } from '../../../src/features/forecast/api/keys';
import { intlDataLoaded, warmUpIntl } from '../../../src/lib/intl-warm-up';
import { HOME_LOCATION_KEY } from '../../../src/features/places/home-location';
import { HOME_LOCATION_HINT_KEY } from '../../../src/features/places/home-location-hint';
import { SAVED_PLACES_KEY } from '../../../src/features/places/saved-places';
import { defaultUnitsForLocale } from '../../../src/lib/units';
import { handlers, warmUpMockData } from '../../../src/mocks/handlers';
import { writeKv } from '../../../src/offline/db';
import { resetAppDb } from '../../support/app-db';
import { UnitsProvider } from '../../../src/ui/units-context';
import { server } from '../../setup/msw';
import { weatherOverride } from '../../support/forecast-fixtures';
import { createTestQueryClient, renderWithProviders } from '../../support/render';
import { drawnWeek } from '../../support/drawn-week';

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

  it("asks for its next hours only once Intl's data has loaded, so that no render of the card loads it", async () => {
    let loaded = false;
    const loadedWhenAsked: boolean[] = [];
    const asked = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname === '/api/py/weather') loadedWhenAsked.push(loaded);
    };
    server.events.on('request:start', asked);
    try {
      warmUpIntl('after-paint');
      void intlDataLoaded().then(() => (loaded = true));
      renderWithProviders(<HomeRoute />);
      expect(await screen.findByRole('region', { name: 'Hour by hour' })).toBeInTheDocument();
      expect(loadedWhenAsked).toEqual([true]);
    } finally {
      server.events.removeListener('request:start', asked);
    }
  });
});

describe('home in °F', () => {
  const ZURICH = { slug: 'zurich', name: 'Zürich', lat: 47.37689, lon: 8.54169 };

  /** Zürich at 6.6 °C (44 °F), which the embed rounds to 7 °C (45 °F); likewise feels like and today's high. */
  function answerWithDecimals() {
    server.use(
      weatherOverride(async (response) => {
        const body = (await response.json()) as { current: Record<string, number>; daily: Record<string, number[]> };
        Object.assign(body.current, { temperature_2m: 6.6, apparent_temperature: 4.4 });
        body.daily.temperature_2m_max![0] = 9.6;
        body.daily.temperature_2m_min![0] = 2.4;
        return HttpResponse.json(body, { headers: response.headers });
      }),
      http.get('*/api/embed/current', async ({ request }) => {
        const body = (await (await getResponse(handlers, request))!.json()) as { current: object; daily: object[] };
        Object.assign(body.current, { temp: 7, feelsLike: 4, high: 10, low: 2 });
        Object.assign(body.daily[0]!, { high: 10, low: 2 });
        return HttpResponse.json(body);
      }),
    );
  }

  it('shows the card’s temperatures as the place screen does, from the forecast’s decimals once its hours arrive', async () => {
    answerWithDecimals();
    await writeKv(HOME_LOCATION_KEY, { lat: ZURICH.lat, lon: ZURICH.lon });
    localStorage.setItem(HOME_LOCATION_HINT_KEY, '1');
    renderWithProviders(
      <UnitsProvider units={defaultUnitsForLocale('en-US')}>
        <HomeRoute />
      </UnitsProvider>,
    );
    const card = (await screen.findByRole('heading', { name: 'Zürich' })).closest('article')!;
    await within(card).findByRole('region', { name: 'Hour by hour' });
    await waitFor(() => expect(within(card).getByLabelText(/^Temperature/)).toHaveAccessibleName('Temperature 44\u00a0°F'));
    expect(within(card).getByText('Feels like 40°')).toBeVisible();
    expect(within(card).getByText('H 49° L 36°')).toBeVisible();
    const today = (await drawnWeek('Next 7 days')).querySelector('li')!;
    expect(today).toHaveTextContent('High 49° / Low 36°');
  });

  it('shows a saved place’s row with the decimals of its forecast when that is in the cache, and asks for no forecast itself', async () => {
    answerWithDecimals();
    const ISTANBUL = { name: 'Istanbul', lat: 41.01384, lon: 28.94966 };
    await writeKv(SAVED_PLACES_KEY, [ZURICH, ISTANBUL]);
    const queryClient = createTestQueryClient();
    await queryClient.fetchQuery(weatherQueryOptions(ZURICH));
    renderWithProviders(
      <UnitsProvider units={defaultUnitsForLocale('en-US')}>
        <HomeRoute />
      </UnitsProvider>,
      { queryClient },
    );
    const saved = await screen.findByRole('region', { name: 'Saved places' });
    expect(await within(saved).findByText('H 49° L 36°')).toBeInTheDocument();
    expect(within(saved).getByText('44°')).toBeInTheDocument();
    // A row whose place has no forecast at hand shows the embed's own numbers and asks for no forecast.
    expect(await within(saved).findAllByText(/^H −?\d+° L −?\d+°$/)).toHaveLength(2);
    expect(queryClient.getQueryCache().find({ queryKey: forecastKeys.point(ISTANBUL) })).toBeUndefined();
  });
});
