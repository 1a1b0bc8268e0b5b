import { act, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SAVED_PLACES_REFRESH_WIDTH, useSavedPlacesRefresh } from '../../src/app/use-saved-places-refresh';
import { SAVED_PLACES_KEY, SAVED_PLACES_LIMIT } from '../../src/features/places/saved-places';
import { createQueryClient } from '../../src/app/query-client';
import { writeKv } from '../../src/offline/db';
import { forgetStoredDocuments } from '../../src/offline/stored-document';
import { server } from '../setup/msw';
import { resetAppDb } from '../support/app-db';
import { goOffline, goOnline } from '../support/network';
import { renderWithProviders } from '../support/render';

const places = [
  { slug: 'zurich', name: 'Zürich', country: 'CH', lat: 47.37, lon: 8.55 },
  { slug: 'paris', name: 'Paris', country: 'FR', lat: 48.85, lon: 2.35 },
  { name: '10.0000, 20.0000', lat: 10, lon: 20 },
];

function Refresher() {
  useSavedPlacesRefresh();
  return null;
}

/** Counts every API request, and how many are under way at the most. */
function watchRequests() {
  const seen: string[] = [];
  let open = 0;
  let mostOpen = 0;
  server.events.on('request:start', ({ request }) => {
    seen.push(new URL(request.url).pathname + new URL(request.url).search);
    open += 1;
    mostOpen = Math.max(mostOpen, open);
  });
  server.events.on('response:mocked', () => {
    open -= 1;
  });
  return { seen, mostOpen: () => mostOpen };
}

beforeEach(async () => {
  await resetAppDb();
  server.events.removeAllListeners();
});

describe('saved places kept fresh without being opened', () => {
  it('fetches each saved place’s row, forecast, air quality, airports and place, a few at a time, once', async () => {
    await writeKv(SAVED_PLACES_KEY, places);
    const requests = watchRequests();
    const { queryClient } = renderWithProviders(<Refresher />);
    // 3 places × (row, forecast, air quality, airports) + 2 place look-ups.
    await waitFor(() => expect(queryClient.getQueryCache().findAll({ predicate: (q) => q.state.status === 'success' })).toHaveLength(14), { timeout: 10_000 });
    expect(requests.seen).toHaveLength(14);
    expect(new Set(requests.seen).size).toBe(14);
    expect(requests.mostOpen()).toBeLessThanOrEqual(SAVED_PLACES_REFRESH_WIDTH);
  });

  it('keeps all 20 saved places complete, never more than a few requests at once', async () => {
    const cities: [number, number][] = [
      [47.37, 8.55], [48.85, 2.35], [51.51, -0.13], [40.42, -3.7], [41.9, 12.5], [52.52, 13.4], [59.33, 18.07], [60.17, 24.94],
      [50.45, 30.52], [41.01, 28.98], [30.04, 31.24], [-1.29, 36.82], [19.43, -99.13], [40.71, -74.01], [-23.55, -46.63],
      [35.68, 139.69], [1.35, 103.82], [-33.87, 151.21], [28.61, 77.21], [-34.6, -58.38],
    ];
    const twenty = cities.map(([lat, lon], i) => ({ name: `Point ${i}`, lat, lon }));
    expect(twenty).toHaveLength(SAVED_PLACES_LIMIT);
    await writeKv(SAVED_PLACES_KEY, twenty);
    const requests = watchRequests();
    const { queryClient } = renderWithProviders(<Refresher />);
    // 20 places × (row, forecast, air quality, airports): none has a slug to look up.
    await waitFor(() => expect(queryClient.getQueryCache().findAll({ predicate: (q) => q.state.status === 'success' })).toHaveLength(80), { timeout: 10_000 });
    expect(new Set(requests.seen).size).toBe(80);
    expect(requests.mostOpen()).toBeLessThanOrEqual(SAVED_PLACES_REFRESH_WIDTH);
  });

  it('asks nothing again while answers are fresh, and refreshes what went stale on return online', async () => {
    await writeKv(SAVED_PLACES_KEY, places.slice(0, 1));
    const requests = watchRequests();
    const queryClient = createQueryClient();
    const first = renderWithProviders(<Refresher />, { queryClient });
    await waitFor(() => expect(requests.seen).toHaveLength(5));
    first.unmount();

    // Opened again with a second place saved: only the new place is fetched.
    await writeKv(SAVED_PLACES_KEY, places.slice(0, 2));
    forgetStoredDocuments();
    renderWithProviders(<Refresher />, { queryClient });
    await waitFor(() => expect(queryClient.getQueryCache().findAll({ predicate: (q) => q.state.status === 'success' })).toHaveLength(10));
    expect(requests.seen).toHaveLength(10);

    goOffline();
    await act(() => queryClient.invalidateQueries());
    goOnline();
    await waitFor(() => expect(requests.seen).toHaveLength(20));
  });
});
