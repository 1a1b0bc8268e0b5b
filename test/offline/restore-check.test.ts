import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { describe, expect, it } from 'vitest';
import { isRestorableApiResult } from '../../src/api/restorable-results';
import { weatherEndpoint } from '../../src/api/endpoints/weather';
import { isRestorablePlantMutation } from '../../src/features/plants/outbox/plant-outbox';
import { checkRestoredClient } from '../../src/offline/restore-check';
import { callApi } from '../support/mock-api';

const rules = { isValidQueryData: isRestorableApiResult, isValidMutation: isRestorablePlantMutation, buster: 'today' };

function query(hash: string, data: unknown, status = 'success') {
  return { queryKey: ['forecast', hash], queryHash: hash, state: { status, data, dataUpdatedAt: 1, error: null } };
}

function stored(queries: unknown[], mutations: unknown[] = []): PersistedClient {
  return { timestamp: 1, buster: 'b', clientState: { queries, mutations } } as unknown as PersistedClient;
}

async function freshWeather() {
  const { body } = await callApi('/api/py/weather?lat=47.37&lon=8.54');
  return { endpoint: weatherEndpoint.path, data: body, fetchedAt: 1_700_000_000_000, ageFrom: 'service', headers: {} };
}

const plantSend = (variables: unknown) => ({ mutationKey: ['plants', 'create'], state: { status: 'pending', variables } });

describe('checking a restored query cache', () => {
  it('keeps an answer that passes its endpoint schema and drops every damaged one', async () => {
    const good = await freshWeather();
    const { client, dropped } = checkRestoredClient(
      stored([
        query('good', good),
        query('garbage', { garbage: true }),
        query('null', null),
        query('wrong-type', { ...good, data: 'sunny' }),
        query('missing-field', { ...good, data: { ...good.data as object, hourly: undefined } }),
        query('future-endpoint', { ...good, endpoint: '/api/v9/weather' }),
        query('no-age', { ...good, fetchedAt: 'yesterday' }),
        query('failed', good, 'error'),
        'not a query',
      ]),
      rules,
    );
    expect(client?.clientState.queries.map((kept) => kept.queryHash)).toEqual(['good']);
    expect(dropped).toBe(8);
  });

  it('stamps what it keeps from any build with this build\'s buster, so an update migrates instead of dropping', async () => {
    const { client } = checkRestoredClient(stored([query('good', await freshWeather())]), rules);
    expect(client?.buster).toBe('today');
    expect(client?.clientState.queries).toHaveLength(1);
  });

  it('keeps a paused plant send and drops mutations this build cannot resume', () => {
    const { client } = checkRestoredClient(
      stored([], [plantSend({ key: 'k1' }), plantSend({ key: 7 }), plantSend(null), { mutationKey: ['other'], state: { status: 'pending', variables: { key: 'x' } } }, 42]),
      rules,
    );
    expect(client?.clientState.mutations).toEqual([plantSend({ key: 'k1' })]);
  });

  it.each([
    ['garbage', { garbage: true }],
    ['null', null],
    ['a string', 'client'],
    ['queries that are not a list', { timestamp: 1, buster: 'b', clientState: { queries: {}, mutations: [] } }],
  ])('restores nothing from a record that is %s', (_case, record) => {
    expect(checkRestoredClient(record, rules).client).toBeUndefined();
  });
});
