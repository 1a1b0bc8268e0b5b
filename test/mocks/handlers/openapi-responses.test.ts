import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { resetFaults, setFaults } from '../../../src/mocks/http/faults';
import { resetRateLimit, setRateLimit } from '../../../src/mocks/http/rate-limit';
import { resetPlantStore } from '../../../src/mocks/plants/store';
import { DEFAULT_PLANT_TOKEN, readMockConfig } from '../../../src/mocks/config';
import { PLANT_STORE_ENDPOINT, WEATHER_ENDPOINTS } from '../../../src/mocks/endpoint-table';
import { MOCK_ORIGIN, ZURICH } from '../../support/mock-api';
import { openApiDocument, openApiProblems } from '../../support/openapi';

interface ResponseCase {
  /** What the case sends, as the test name shows it. */
  name: string;
  method?: string;
  path: string;
  init?: RequestInit;
  status: number;
  /** Puts the mock in the state the case needs (fault, rate limit); undone after each case. */
  arrange?: () => unknown;
}

const COORDS = `lat=${ZURICH.lat}&lon=${ZURICH.lon}`;

/** The contract's 400s for an endpoint that requires lat+lon. */
function coordinateCases(path: string): ResponseCase[] {
  return [
    { name: 'missing lon', path: `${path}?lat=1`, status: 400 },
    { name: 'out of range', path: `${path}?lat=100&lon=0`, status: 400 },
  ];
}

/** Answers every weather endpoint gives whatever the parameters: preflight, 405, 429, 503. */
function sharedCases(path: string): ResponseCase[] {
  return [
    { name: 'preflight', method: 'OPTIONS', path, status: 204 },
    { name: 'POST', method: 'POST', path, init: { body: '{}' }, status: 405 },
    { name: 'DELETE', method: 'DELETE', path, status: 405 },
    { name: 'outage', path, status: 503, arrange: () => setFaults({ outage: true }) },
    {
      name: 'over the rate limit',
      path,
      status: 429,
      arrange: () => {
        setRateLimit({ requestsPerMinute: 1 }, () => 0);
        return fetch(`${MOCK_ORIGIN}${path}`);
      },
    },
  ];
}

/** A POST to the plant store with the development token, as JSON unless told otherwise. */
function plantPost(name: string, body: string, status: number, headers: Record<string, string> = {}): ResponseCase {
  return {
    name,
    method: 'POST',
    path: `${readMockConfig().plantsBasePath}${PLANT_STORE_ENDPOINT.path}`,
    init: { headers: { Authorization: `Bearer ${DEFAULT_PLANT_TOKEN}`, 'Content-Type': 'application/json', ...headers }, body },
    status,
  };
}

/** Requests particular to one endpoint, beyond its example, its coordinate errors and the shared cases. */
const PARTICULAR_CASES: Readonly<Record<string, readonly ResponseCase[]>> = {
  '/api/embed/current': [
    { name: 'ok by coordinates', path: `/api/embed/current?${COORDS}`, status: 200 },
    { name: 'ok by IP', path: '/api/embed/current', init: { headers: { 'x-forwarded-for': '8.8.8.8' } }, status: 200 },
    { name: 'bad slug', path: '/api/embed/current?slug=Zürich', status: 400 },
    { name: 'unknown slug', path: '/api/embed/current?slug=no-such-place-anywhere', status: 404 },
    { name: 'nothing near', path: '/api/embed/current?lat=30&lon=-40', status: 404 },
  ],
  '/api/py/weather': [
    { name: 'ok with models', path: `/api/py/weather?${COORDS}&models=gfs_seamless,ecmwf_ifs04`, status: 200 },
    { name: 'ok without nowcast', path: '/api/py/weather?lat=78.22334&lon=15.64689', status: 200 },
    { name: 'unknown model', path: `/api/py/weather?${COORDS}&models=nam`, status: 400 },
  ],
  '/api/py/geo': [{ name: 'nothing near', path: '/api/py/geo?lat=30&lon=-40', status: 404 }],
  '/api/py/locations': [
    { name: 'ok, another place', path: '/api/py/locations?slug=sao-paulo', status: 200 },
    { name: 'missing slug', path: '/api/py/locations', status: 400 },
    { name: 'unknown slug', path: '/api/py/locations?slug=nowhere-at-all-xyz', status: 404 },
  ],
  '/api/py/search': [
    { name: 'ok, 50', path: '/api/py/search?q=london&limit=50', status: 200 },
    { name: 'ok, no match', path: '/api/py/search?q=qxqxqxqx', status: 200 },
    { name: 'blank q', path: '/api/py/search?q=%20', status: 400 },
    { name: 'limit too big', path: '/api/py/search?q=london&limit=51', status: 400 },
  ],
  '/api/py/airquality': [{ name: 'ok at sea', path: '/api/py/airquality?lat=-50&lon=-120', status: 200 }],
  '/api/py/airports/nearest': [
    { name: 'ok, 20', path: `/api/py/airports/nearest?${COORDS}&count=20`, status: 200 },
    { name: 'ok, empty', path: '/api/py/airports/nearest?lat=30&lon=-40&maxDistanceKm=10', status: 200 },
    { name: 'count 0', path: `/api/py/airports/nearest?${COORDS}&count=0`, status: 400 },
  ],
};

/** One row per request to check: every endpoint of the table, then the plant store. */
const CASES: ResponseCase[] = [
  ...WEATHER_ENDPOINTS.flatMap(({ endpoint: { path }, params, example }) => [
    { name: 'ok', path: `${path}?${example(ZURICH)}`, status: 200 },
    ...(params.some(({ name, required }) => name === 'lat' && required) ? coordinateCases(path) : []),
    ...(PARTICULAR_CASES[path] ?? []),
    ...sharedCases(path),
  ]),
  plantPost('created', '{"id":424242,"name":"Fern","tag":"indoor"}', 200),
  plantPost('safe retry', '{"id":424242,"name":"Fern","tag":"indoor"}', 200),
  plantPost('id taken', '{"id":424242,"name":"Cactus"}', 400),
  plantPost('empty name', '{"id":7,"name":""}', 400),
  plantPost('unsafe id', '{"id":9007199254740993,"name":"Fern"}', 400),
  plantPost('malformed JSON', '{"id":', 400),
  plantPost('refused token', '{"id":8,"name":"Fern"}', 401, { Authorization: 'Bearer wrong' }),
  plantPost('too large', JSON.stringify({ id: 9, name: 'x'.repeat(17 * 1024) }), 413),
  plantPost('not JSON', 'id=9&name=Fern', 415, { 'Content-Type': 'application/x-www-form-urlencoded' }),
];

describe('every response conforms to openapi/openapi.json', () => {
  afterEach(() => {
    resetFaults();
    resetRateLimit();
  });
  afterAll(() => resetPlantStore());

  it.each(CASES.map((testCase) => [`${testCase.method ?? 'GET'} ${testCase.path} (${testCase.name}) → ${testCase.status}`, testCase] as const))(
    '%s',
    async (_name, { method = 'GET', path, init, status, arrange }) => {
      await arrange?.();
      const url = `${MOCK_ORIGIN}${path}`;
      const response = await fetch(url, { ...init, method });
      expect(response.status).toBe(status);
      expect(await openApiProblems(method, url, response)).toEqual([]);
    },
  );

  it.each(WEATHER_ENDPOINTS.map(({ endpoint }) => endpoint.path))('checks every status the document gives GET %s', (path) => {
    const documented = Object.keys((openApiDocument.paths[path]?.get as { responses: object }).responses);
    const checked = new Set(CASES.filter((testCase) => (testCase.method ?? 'GET') === 'GET' && testCase.path.split('?')[0] === path).map(({ status }) => String(status)));
    expect([...checked].sort()).toEqual(documented.sort());
  });

  it('reports a body that breaks the schema, a missing required header and an undocumented status', async () => {
    const url = `${MOCK_ORIGIN}/api/py/weather`;
    const wrongBody = Response.json({ latitude: 'north' }, { headers: { 'X-Weather-Provider': 'tomorrow' } });
    const problems = await openApiProblems('GET', url, wrongBody);
    expect(problems).toContainEqual(expect.stringContaining('required header X-Current-Source is missing'));
    expect(problems).toContainEqual(expect.stringContaining('body:'));
    expect(await openApiProblems('GET', url, new Response('{}', { status: 418 }))).toEqual([
      'GET /api/py/weather does not document status 418',
    ]);
  });
});
