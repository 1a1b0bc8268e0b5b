import { waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFirstData } from '../../src/app/first-data';
import { startFirstRequest } from '../../src/app/first-request';
import { createQueryClient } from '../../src/app/query-client';
import { localWeatherKeys } from '../../src/features/local-weather/api/keys';
import { HOME_LOCATION_HINT_KEY } from '../../src/features/places/home-location-hint';
import { resetFaults, setFaults } from '../../src/mocks/http/faults';
import { warmUpMockData } from '../../src/mocks/handlers';
import { server } from '../setup/msw';

const HOME_CARD = localWeatherKeys.current({ ip: true });

function countEmbedRequests(): () => number {
  let count = 0;
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/api/embed/current') count += 1;
  });
  return () => count;
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
    await startFirstData(client, startFirstRequest('/'));
    await waitFor(() => expect(client.getQueryData(HOME_CARD)).toMatchObject({ endpoint: '/api/embed/current', data: { location: { name: expect.any(String) } } }));
    expect(requests()).toBe(1);
  });

  it('is not asked for on other screens, nor when a remembered location may be the card’s place', async () => {
    const requests = countEmbedRequests();
    expect(startFirstRequest('/place/zurich')).toBe(false);
    localStorage.setItem(HOME_LOCATION_HINT_KEY, '1');
    expect(startFirstRequest('/')).toBe(false);
    const client = createQueryClient();
    await startFirstData(client, false);
    expect(client.getQueryData(HOME_CARD)).toBeUndefined();
    expect(requests()).toBe(0);
  });

  it('holds the first render back only a moment when the service is slow, and the answer still lands', async () => {
    setFaults({ latencyMs: 2_000 });
    const client = createQueryClient();
    await startFirstData(client, startFirstRequest('/'));
    expect(client.getQueryData(HOME_CARD)).toBeUndefined();
    await waitFor(() => expect(client.getQueryData(HOME_CARD)).toBeDefined(), { timeout: 10_000 });
  });
});
