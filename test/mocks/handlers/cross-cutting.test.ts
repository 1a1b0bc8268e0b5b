import { afterEach, describe, expect, it } from 'vitest';
import { WEATHER_ENDPOINTS } from '../../../src/mocks/endpoint-table';
import { resetFaults, setFaults } from '../../../src/mocks/http/faults';
import { callApi, expectApiError, MOCK_ORIGIN, ZURICH } from '../../support/mock-api';

/** One valid request per weather-service endpoint of the table. */
const ENDPOINTS = WEATHER_ENDPOINTS.map(({ endpoint, example }) => `${endpoint.path}?${example(ZURICH)}`);

describe('every weather-service endpoint', () => {
  afterEach(() => resetFaults());

  it.each(ENDPOINTS)('answers a preflight of %s with 204 and the CORS headers', async (path) => {
    const response = await fetch(`${MOCK_ORIGIN}${path}`, { method: 'OPTIONS' });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toContain('GET');
  });

  it.each(ENDPOINTS)('answers POST, PUT and DELETE on %s with 405 naming the method', async (path) => {
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const { response, body } = await callApi(path, { method, body: method === 'DELETE' ? null : '{}' });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, OPTIONS');
      expect((body as { detail: string }).detail).toContain(`Method ${method} is not allowed`);
    }
  });

  it.each(ENDPOINTS)('answers %s with 503 and Retry-After during a simulated outage', async (path) => {
    setFaults({ outage: true });
    const { response } = await callApi(path);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('30');
  });

  it('answers a path that is no endpoint with 404 naming the path', async () => {
    await expectApiError('/api/py/nothing-here', 404, '/api/py/nothing-here');
  });
});
