import fc from 'fast-check';
import { getResponse } from 'msw';
import { afterAll, describe, expect, it } from 'vitest';
import { handlers } from '../../../src/mocks/handlers';
import { resetPlantStore } from '../../../src/mocks/plants/store';
import { DEFAULT_PLANT_TOKEN, readMockConfig } from '../../../src/mocks/config';
import { PLANT_STORE_ENDPOINT, WEATHER_ENDPOINTS } from '../../../src/mocks/endpoint-table';
import { MOCK_ORIGIN } from '../../support/mock-api';

/** Longest a single call may take before it counts as a hang. */
const CALL_TIMEOUT_MS = 2_000;
const RUNS_PER_ENDPOINT = 200;

const { plantsBasePath } = readMockConfig();

/**
 * Every endpoint of the table, with the parameter names it reads (mixed into the random
 * queries so that they reach the parsing code, not just the "missing" branch).
 */
const ENDPOINTS: readonly { path: string; params: readonly string[] }[] = [
  { path: `${plantsBasePath}${PLANT_STORE_ENDPOINT.path}`, params: Object.keys(PLANT_STORE_ENDPOINT.request.schema.entries) },
  ...WEATHER_ENDPOINTS.map(({ endpoint, params }) => ({ path: endpoint.path, params: params.map(({ name }) => name) })),
];

const numberLike = fc.oneof(
  fc.double().map(String),
  fc.integer({ min: -1000, max: 1000 }).map(String),
  fc.double({ min: -180, max: 180, noNaN: true }).map(String),
  fc.constantFrom('90', '-90', '180', '-180', '0', '20', '1', '50', '20038'),
  fc.constantFrom('NaN', 'Infinity', '-Infinity', '0x1F', '0b11', '0o7', '1e308', '-1e309', '1e-400', '+.5', '5.', '.', '-', '',
    ' 47 ', '4_7', '٤٧', '４７', '1,5', '00000000000000000000001', '-0', '9'.repeat(400)),
);
const text = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('zurich', 'new y', '-', '*', '()', '[', '\\', 'ʼ', '̈', ' ', 'gfs_seamless,gfs_seamless', ',,,', '%', '%zz', '\u0000', 'a'.repeat(120), 'ü'.repeat(200), '💥'.repeat(60)),
  fc.string({ minLength: 5_000, maxLength: 20_000 }),
);

function queryArb(names: readonly string[]): fc.Arbitrary<string> {
  const pair = fc.tuple(fc.oneof(fc.constantFrom(...names), fc.string({ maxLength: 12 })), fc.oneof(numberLike, text));
  const structured = fc.array(pair, { maxLength: 8 }).map((pairs) => {
    const params = new URLSearchParams();
    for (const [name, value] of pairs) params.append(name, value);
    return params.toString();
  });
  // Also raw, unencoded query strings: stray '%', '&&', '=', unicode.
  return fc.oneof(structured, fc.string({ unit: 'grapheme', maxLength: 200 }));
}

const methodArb = fc.constantFrom('GET', 'GET', 'GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD', 'PROPFIND', 'X-CUSTOM');
const bodyArb = fc.oneof(
  fc.constant(undefined),
  fc.json(),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.uint8Array({ maxLength: 200 }),
  fc.constant('{"id": 1e400, "name": "x"}'),
);

function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took over ${CALL_TIMEOUT_MS} ms`)), CALL_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Runs one request through the same handler path the dev and preview servers use. */
async function answer(method: string, url: string, body: string | Uint8Array | undefined) {
  const hasBody = body !== undefined && method !== 'GET' && method !== 'HEAD';
  const request = new Request(url, {
    method,
    // The plant store checks the token first: with the accepted one, bodies reach validation.
    headers: { Authorization: `Bearer ${DEFAULT_PLANT_TOKEN}`, ...(hasBody ? { 'Content-Type': 'application/json' } : {}) },
    ...(hasBody ? { body: typeof body === 'string' ? body : new Blob([new Uint8Array(body)]) } : {}),
  });
  const response = await withTimeout(getResponse(handlers, request).then((r) => r ?? new Response(null, { status: 599 })), `${method} ${url.slice(0, 120)}`);
  return { response, text: await response.text() };
}

afterAll(() => resetPlantStore());

describe('bad input never breaks the mock API', () => {
  it.each(ENDPOINTS)('$path: any query, method and body gives a 2xx-4xx with a JSON body, quickly', async ({ path, params }) => {
    await fc.assert(
      fc.asyncProperty(methodArb, queryArb(params), bodyArb, async (method, query, body) => {
        const url = `${MOCK_ORIGIN}${path}?${query}`;
        const { response, text: raw } = await answer(method, url, body);
        expect(response.status, `${method} ${url.slice(0, 200)} → ${raw.slice(0, 200)}`).toBeLessThan(500);
        if (response.status === 204 || method === 'HEAD') return;
        expect(response.headers.get('content-type')).toContain('application/json');
        expect(() => JSON.parse(raw) as unknown).not.toThrow();
      }),
      { numRuns: RUNS_PER_ENDPOINT },
    );
  });
});
