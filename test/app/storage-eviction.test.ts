import 'fake-indexeddb/auto';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { hashKey, type QueryKey } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { evictionOrder } from '../../src/app/storage-eviction';
import { airQualityKeys } from '../../src/features/air-quality/api/keys';
import { airportKeys } from '../../src/features/airports/api/keys';
import { forecastKeys } from '../../src/features/forecast/api/keys';
import { localWeatherKeys } from '../../src/features/local-weather/api/keys';
import { placeKeys } from '../../src/features/places/api/keys';
import { SAVED_PLACES_KEY } from '../../src/features/places/saved-places';
import { searchKeys } from '../../src/features/search/api/keys';
import { writeKv } from '../../src/offline/db';
import { resetAppDb } from '../support/app-db';

type StoredQuery = PersistedClient['clientState']['queries'][number];

const zurich = { slug: 'zurich', name: 'Zürich', country: 'CH', lat: 47.3769, lon: 8.5417 };
const paris = { lat: 48.8566, lon: 2.3522 };
const seaPoint = { lat: 40.1, lon: -30.2 };

/** A stored answer under `queryKey`, produced by the service at `fetchedAt`. */
function stored(queryKey: QueryKey, fetchedAt: number): StoredQuery {
  return {
    queryKey,
    queryHash: hashKey(queryKey),
    state: { data: { endpoint: '/api/x', data: {}, fetchedAt, ageFrom: 'service', headers: {} }, dataUpdatedAt: 1_000, status: 'success' },
  } as StoredQuery;
}

function order(queries: StoredQuery[]): Promise<string[]> {
  return evictionOrder({ timestamp: 0, buster: '', clientState: { queries, mutations: [] } });
}

beforeEach(() => resetAppDb());

describe('what a full device may lose', () => {
  it('every answer about a place that is not saved and every search, the oldest first; never a saved place\'s or the home card\'s', async () => {
    await writeKv(SAVED_PLACES_KEY, [zurich]);
    const kept = [
      stored(forecastKeys.point(zurich), 1),
      stored(forecastKeys.models({ ...zurich, models: ['icon_seamless'] }), 1),
      stored(airQualityKeys.at(zurich), 1),
      stored(airportKeys.nearest({ ...zurich, count: 5 }), 1),
      stored(localWeatherKeys.current({ slug: 'zurich' }), 1),
      stored(placeKeys.bySlug({ slug: 'zurich' }), 1),
      stored(localWeatherKeys.current({ ip: true }), 1),
    ];
    const parisForecast = stored(forecastKeys.point(paris), 30);
    const parisAir = stored(airQualityKeys.at(paris), 20);
    const search = stored(searchKeys.places({ query: 'par' }), 40);
    const sea = stored(placeKeys.nearest(seaPoint), 10);
    expect(await order([...kept, parisForecast, search, parisAir, sea])).toEqual([sea, parisAir, parisForecast, search].map((query) => query.queryHash));
  });

  it('gives up no place\'s answers when the saved places cannot be read', async () => {
    await writeKv(SAVED_PLACES_KEY, 'not a list');
    const search = stored(searchKeys.places({ query: 'par' }), 40);
    expect(await order([stored(forecastKeys.point(paris), 1), search])).toEqual([search.queryHash]);
  });
});
