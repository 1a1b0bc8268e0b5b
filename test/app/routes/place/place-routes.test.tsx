import { act, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { App } from '../../../../src/app/app';
import { createQueryClient } from '../../../../src/app/query-client';
import { activateLanguage } from '../../../../src/i18n/i18n';
import { roundPoint } from '../../../../src/lib/coordinates';
import { getLocation } from '../../../../src/features/places/api/get-location';
import { formatCoordinates } from '../../../../src/lib/format-coordinates';
import { placePath } from '../../../../src/lib/place';
import { warmUpMockData } from '../../../../src/mocks/handlers';
import { http, HttpResponse } from 'msw';
import { ANSWER_TIMEOUT_MS } from '../../../../src/api/client';
import { airQualityEndpoint } from '../../../../src/api/endpoints/air-quality';
import { locationEndpoint } from '../../../../src/api/endpoints/places';
import { weatherEndpoint } from '../../../../src/api/endpoints/weather';
import { trackRestore } from '../../../../src/offline/restore-state';
import { server } from '../../../setup/msw';
import { resetAppDb } from '../../../support/app-db';
import { goOffline } from '../../../support/network';
import { mountLater } from '../../../../src/ui/deferred';

function renderAppAt(path: string) {
  window.history.pushState({}, '', path);
  return render(<App />);
}

beforeAll(warmUpMockData);
beforeEach(resetAppDb);

describe('place URLs', () => {
  it('resolves /place/zurich to Zürich and names it in the document title', async () => {
    renderAppAt('/place/zurich');
    expect(await screen.findByRole('heading', { level: 1, name: /^Zürich/ })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Zürich · Skycache'));
    expect(screen.getByRole('button', { name: 'Save place' })).toBeInTheDocument();
  });

  it('shows the not-found screen, with the search box, for an unknown slug', async () => {
    renderAppAt('/place/no-such-place');
    expect(await screen.findByRole('heading', { name: 'Place not found' })).toBeInTheDocument();
    expect(screen.getByText(/No place is known as “no-such-place”/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Search for a place' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Place not found · Skycache'));
  });

  it('labels a point by its coordinates and the known place nearest to it', async () => {
    renderAppAt('/at/48.86,2.35');
    expect(await screen.findByRole('heading', { level: 1, name: /^48\.86°N, 2\.35°E\s*·\s*near Paris$/ })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('48.86°N, 2.35°E near Paris · Skycache'));
  });

  it('opens a place whose slug the service cannot look up again from the coordinates in its link', async () => {
    renderAppAt('/place/harare-3f9a1c?at=-17.8292,31.0522');
    expect(await screen.findByRole('heading', { level: 1, name: /^17\.83°S, 31\.05°E\s*·\s*near Harare$/ })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('17.83°S, 31.05°E near Harare · Skycache'));
    expect(screen.queryByRole('heading', { name: 'Place not found' })).toBeNull();
  });

  it('asks for the forecast of the coordinates in a place’s link while the place is still being looked up', async () => {
    const { data } = await getLocation({ slug: 'zurich' });
    const link = placePath(data.location);
    const { lat, lon } = roundPoint(data.location);
    const forecast = `/api/py/weather?lat=${lat}&lon=${lon}`;
    const asked: string[] = [];
    let answerLookup!: () => void;
    const lookupHeld = new Promise<void>((resolve) => (answerLookup = resolve));
    server.events.on('request:start', ({ request }) => asked.push(new URL(request.url).pathname + new URL(request.url).search));
    server.use(http.get(locationEndpoint.path, async () => {
      await lookupHeld;
      return undefined;
    }));
    try {
      renderAppAt(link);
      // Well before the lookup could time out and the screen fall back to the link's point.
      await waitFor(() => expect(asked).toContain(forecast), { timeout: ANSWER_TIMEOUT_MS / 4 });
      expect(screen.getByText('Loading the place…')).toBeInTheDocument();
      // The heading says what the tab says, not the address's slug ("zurich").
      expect(screen.getByRole('heading', { level: 1, name: 'Loading place' })).toBeInTheDocument();
      answerLookup();
      expect(await screen.findByRole('heading', { level: 1, name: /^Zürich/ })).toBeInTheDocument();
      expect(await screen.findByText('Current conditions')).toBeInTheDocument();
      expect(asked.filter((path) => path.startsWith('/api/py/weather'))).toEqual([forecast]);
    } finally {
      server.events.removeAllListeners();
    }
  });

  it('asks for a place’s air quality only once its forecast has come, on a place opened by its bare name', async () => {
    const events: string[] = [];
    let answerForecast!: () => void;
    const forecastHeld = new Promise<void>((resolve) => (answerForecast = resolve));
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === airQualityEndpoint.path) events.push('air asked');
    });
    server.use(
      http.get(weatherEndpoint.path, async () => {
        await forecastHeld;
        events.push('forecast answered');
        return undefined;
      }),
    );
    try {
      renderAppAt('/place/zurich');
      expect(await screen.findByRole('heading', { level: 1, name: /^Zürich/ })).toBeInTheDocument();
      expect(await screen.findByText('Loading the air quality…')).toBeInTheDocument();
      // Every part the screen queued to draw after its first frame has had its turn by now.
      await new Promise<void>((done) => mountLater(done));
      answerForecast();
      expect(await screen.findByRole('img', { name: /^AQI \d+ of 500 on the EPA scale: / }, { timeout: 5_000 })).toBeInTheDocument();
      expect(events).toEqual(['forecast answered', 'air asked']);
    } finally {
      server.events.removeAllListeners();
    }
  });

  it('holds the retry of a rate-limited lookup back until its Retry-After has passed', async () => {
    server.use(http.get(locationEndpoint.path, () => HttpResponse.json({ detail: 'Too many requests' }, { status: 429, headers: { 'Retry-After': '30' } })));
    renderAppAt('/place/zurich');
    expect(await screen.findByRole('heading', { level: 1, name: 'Could not load this place' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Try again in (29|30) s$/ })).toBeDisabled();
  });

  it('offline, loads a place while the saved answers are read back, and says it was not downloaded only then', async () => {
    let lookups = 0;
    server.use(
      http.get(locationEndpoint.path, () => {
        lookups += 1;
        return HttpResponse.error();
      }),
    );
    let restored!: () => void;
    trackRestore(new Promise<void>((done) => (restored = done)));
    goOffline();
    const queryClient = createQueryClient();
    window.history.pushState({}, '', '/place/never-opened');
    render(<App queryClient={queryClient} />);
    expect(await screen.findByText('Loading the place…')).toBeInTheDocument();
    // The lookup has failed and waits for the network, while the restore has not said what is saved.
    const lookupPaused = () => queryClient.getQueryCache().getAll().some((query) => query.state.fetchStatus === 'paused');
    await waitFor(() => expect(lookupPaused()).toBe(true), { timeout: 5_000 });
    expect(lookups).toBeGreaterThan(0);
    expect(screen.getByText('Loading the place…')).toBeInTheDocument();
    expect(screen.queryByText(/not downloaded/)).toBeNull();
    act(() => restored());
    expect(await screen.findByText(/not downloaded/)).toBeInTheDocument();
  });

  it('says the age of data fetched together once, under the place’s name, with one Refresh', async () => {
    renderAppAt('/place/zurich');
    await screen.findByRole('region', { name: 'Sources' });
    await within(screen.getByRole('region', { name: 'Air quality' })).findByRole('table', { name: 'Pollutants now' });
    await within(screen.getByRole('region', { name: 'Nearest airports' })).findAllByRole('listitem');
    await waitFor(() => expect(screen.getAllByText(/^Updated/)).toHaveLength(1));
    expect(screen.getByText(/^Updated/).closest('.place-area--title')).not.toBeNull();
    expect(screen.getAllByRole('button', { name: 'Refresh' })).toHaveLength(1);
  });
});

describe('place URLs in other languages', () => {
  afterEach(async () => {
    localStorage.clear();
    await act(() => activateLanguage('en'));
  });

  it('says in French that no place has an unknown slug, in the heading and the tab', async () => {
    await act(() => activateLanguage('fr'));
    renderAppAt('/place/no-such-place');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lieu introuvable' })).toBeInTheDocument();
    expect(screen.getByText(/Aucun lieu n’est connu sous le nom « no-such-place »\./)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Lieu introuvable · Skycache'));
  });

  it('labels a point near a known place in Arabic, in the heading and the tab', async () => {
    await act(() => activateLanguage('ar'));
    renderAppAt('/at/48.86,2.35');
    const point = formatCoordinates(48.86, 2.35);
    const heading = await screen.findByRole('heading', { level: 1, name: (name) => name.startsWith(point) && name.endsWith('قرب Paris') });
    expect(heading).toHaveTextContent(`${point} · قرب Paris`);
    await waitFor(() => expect(document.title).toBe(`${point} قرب Paris · Skycache`));
  });
});
