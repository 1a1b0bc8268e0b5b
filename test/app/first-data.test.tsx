import { waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFirstData } from '../../src/app/first-data';
import { firstRequestUrl, opensWithHomeCardHere, startFirstRequest } from '../../src/app/first-request';
import { weatherQueryOptions } from '../../src/features/forecast/api/get-weather';
import { getLocation } from '../../src/features/places/api/get-location';
import { createQueryClient } from '../../src/app/query-client';
import { localWeatherKeys } from '../../src/features/local-weather/api/keys';
import { HOME_LOCATION_HINT_KEY } from '../../src/features/places/home-location-hint';
import { resetFaults, setFaults } from '../../src/mocks/http/faults';
import { placePath } from '../../src/lib/place';
import { warmUpMockData } from '../../src/mocks/handlers';
import { server } from '../setup/msw';

const HOME_CARD = localWeatherKeys.current({ ip: true });

function countRequests(path: string): () => number {
  let count = 0;
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === path) count += 1;
  });
  return () => count;
}
const countEmbedRequests = () => countRequests('/api/embed/current');

/** What src/main.tsx does with what index.html's script started for `path`. */
function startFirstScreen(client: ReturnType<typeof createQueryClient>, path: string): Promise<void> {
  startFirstRequest(path, '');
  return startFirstData(client, opensWithHomeCardHere(path));
}

beforeAll(warmUpMockData);
beforeEach(() => localStorage.clear());
afterEach(() => {
  resetFaults();
  server.events.removeAllListeners();
});

describe('the first screen’s data, asked for before the first render', () => {
  it('is the home card’s validated answer for the caller’s address, in the cache the card reads', async () => {
    const requests = countEmbedRequests();
    const client = createQueryClient();
    await startFirstScreen(client, '/');
    await waitFor(() => expect(client.getQueryData(HOME_CARD)).toMatchObject({ endpoint: '/api/embed/current', data: { location: { name: expect.any(String) } } }));
    expect(requests()).toBe(1);
  });

  it('is not asked for on other screens, nor when a remembered location may be the card’s place', async () => {
    const requests = countEmbedRequests();
    const client = createQueryClient();
    await startFirstScreen(client, '/place/zurich');
    await startFirstScreen(client, '/settings');
    localStorage.setItem(HOME_LOCATION_HINT_KEY, '1');
    await startFirstScreen(client, '/');
    expect(client.getQueryData(HOME_CARD)).toBeUndefined();
    expect(requests()).toBe(0);
  });

  it('holds the first render back only a moment when the service is slow, and the answer still lands', async () => {
    setFaults({ latencyMs: 2_000 });
    const client = createQueryClient();
    await startFirstScreen(client, '/');
    expect(client.getQueryData(HOME_CARD)).toBeUndefined();
    await waitFor(() => expect(client.getQueryData(HOME_CARD)).toBeDefined(), { timeout: 10_000 });
  });
});

describe('a linked place’s lookup, asked for as the page starts', () => {
  it('is the one request the place route’s lookup then makes, taken over rather than sent twice', async () => {
    const lookups = countRequests('/api/py/locations');
    startFirstRequest('/place/zurich', '');
    await expect(getLocation({ slug: 'zurich' })).resolves.toMatchObject({ data: { location: { slug: 'zurich' } } });
    expect(lookups()).toBe(1);
    // A second lookup is the route's own, asked again.
    await getLocation({ slug: 'zurich' });
    expect(lookups()).toBe(2);
  });

  it('is the place’s lookup by its slug as the router reads it, and nothing on a screen that is no place', () => {
    expect(firstRequestUrl('/place/s%C3%A3o-paulo')?.search).toBe('?slug=s%C3%A3o-paulo');
    expect(firstRequestUrl('/place/zurich')?.pathname).toBe('/api/py/locations');
    expect(firstRequestUrl('/about')).toBeUndefined();
    expect(firstRequestUrl('/at/91,8.5417')).toBeUndefined();
  });

  it('is not asked for with no network: the lookup waits for it, as every query does', async () => {
    const lookups = countRequests('/api/py/locations');
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      startFirstRequest('/place/zurich', '');
      expect(firstRequestUrl('/place/zurich')).toBeDefined();
    } finally {
      online.mockRestore();
    }
    await getLocation({ slug: 'zurich' });
    expect(lookups()).toBe(1);
  });
});

describe('a linked place’s forecast, asked for before the app has drawn the place', () => {
  it('leaves as soon as the lookup answers, and is the one request the place’s forecast query makes', async () => {
    const forecasts = countRequests('/api/py/weather');
    startFirstRequest('/place/zurich', '');
    await waitFor(() => expect(forecasts()).toBe(1));
    const { data } = await getLocation({ slug: 'zurich' });
    const client = createQueryClient();
    await expect(client.fetchQuery(weatherQueryOptions(data.location))).resolves.toMatchObject({ data: { hourly: expect.any(Object) } });
    expect(forecasts()).toBe(1);
  });

  it('is not asked for when the slug is unknown', async () => {
    const forecasts = countRequests('/api/py/weather');
    const lookups = countRequests('/api/py/locations');
    startFirstRequest('/place/no-such-place-anywhere', '');
    await expect(getLocation({ slug: 'no-such-place-anywhere' })).rejects.toMatchObject({ status: 404 });
    expect(lookups()).toBe(1);
    expect(forecasts()).toBe(0);
  });

  it('leaves beside the lookup when the link carries the place’s coordinates, once, and is taken over', async () => {
    const { data } = await getLocation({ slug: 'zurich' });
    const link = new URL(placePath(data.location), 'http://skycache.test');
    const order: string[] = [];
    server.events.on('request:start', ({ request }) => order.push(`asked ${new URL(request.url).pathname}`));
    server.events.on('response:mocked', ({ request }) => order.push(`answered ${new URL(request.url).pathname}`));
    startFirstRequest(link.pathname, link.search);
    await waitFor(() => expect(order).toContain('answered /api/py/weather'));
    // Both left before either answered: the forecast did not wait for the lookup.
    expect(order.slice(0, 2).sort()).toEqual(['asked /api/py/locations', 'asked /api/py/weather']);
    await getLocation({ slug: 'zurich' });
    await createQueryClient().fetchQuery(weatherQueryOptions(data.location));
    expect(order.filter((event) => event === 'asked /api/py/weather')).toHaveLength(1);
  });

  it('asks for the lookup’s place as well when the link’s coordinates are another point’s', async () => {
    const forecasts = countRequests('/api/py/weather');
    startFirstRequest('/place/zurich', '?at=10,10');
    await waitFor(() => expect(forecasts()).toBe(2));
    const { data } = await getLocation({ slug: 'zurich' });
    const client = createQueryClient();
    await client.fetchQuery(weatherQueryOptions(data.location));
    await client.fetchQuery(weatherQueryOptions({ lat: 10, lon: 10 }));
    expect(forecasts()).toBe(2);
  });

  it('is the coordinates’ forecast when the slug is unknown, for the screen that falls back to them', async () => {
    const forecasts = countRequests('/api/py/weather');
    startFirstRequest('/place/no-such-place-anywhere', '?at=-17.8292,31.0522');
    await expect(getLocation({ slug: 'no-such-place-anywhere' })).rejects.toMatchObject({ status: 404 });
    await waitFor(() => expect(forecasts()).toBe(1));
    await createQueryClient().fetchQuery(weatherQueryOptions({ lat: -17.8292, lon: 31.0522 }));
    expect(forecasts()).toBe(1);
  });

  it('is asked for at once for a linked point, and taken over by its forecast query', async () => {
    const forecasts = countRequests('/api/py/weather');
    startFirstRequest('/at/47.37689,8.54169', '');
    await waitFor(() => expect(forecasts()).toBe(1));
    const client = createQueryClient();
    await client.fetchQuery(weatherQueryOptions({ lat: 47.37689, lon: 8.54169 }));
    expect(forecasts()).toBe(1);
  });
});
