import * as v from 'valibot';
import { expect } from 'vitest';
import type { SamplePlace } from '../../src/mocks/endpoint-table';

/** Any origin works: the mock matches its paths on every origin. */
export const MOCK_ORIGIN = 'http://mock.test';

/** A known place to build valid requests for (the endpoint table's `example`). */
export const ZURICH: SamplePlace = { lat: 47.3769, lon: 8.5417, slug: 'zurich', name: 'zurich' };

export interface ApiAnswer {
  response: Response;
  body: unknown;
}

/** Sends a request to the mock API (through the MSW handlers) and reads the JSON body. */
export async function callApi(pathAndQuery: string, init?: RequestInit): Promise<ApiAnswer> {
  const response = await fetch(`${MOCK_ORIGIN}${pathAndQuery}`, init);
  return { response, body: (await response.json()) as unknown };
}

/** Asserts a 200 whose body the schema accepts, and returns the parsed body with the response. */
export async function callApiOk<S extends v.GenericSchema>(
  pathAndQuery: string,
  schema: S,
): Promise<{ response: Response; data: v.InferOutput<S> }> {
  const { response, body } = await callApi(pathAndQuery);
  expect(response.status, JSON.stringify(body).slice(0, 200)).toBe(200);
  return { response, data: v.parse(schema, body) };
}

/** Asserts a weather-service error: the status, a JSON `{detail}` body, and what the detail says. */
export async function expectApiError(pathAndQuery: string, status: number, ...fragments: string[]): Promise<string> {
  const { response, body } = await callApi(pathAndQuery);
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toContain('application/json');
  expect(body).toEqual({ detail: expect.any(String) });
  const { detail } = body as { detail: string };
  for (const fragment of fragments) expect(detail).toContain(fragment);
  return detail;
}

/**
 * The contract's 400 cases for the `lat`/`lon` pair, shared by every endpoint that takes
 * coordinates: [query, fragments the message must contain].
 */
export const COORDINATE_ERROR_CASES: readonly (readonly [string, readonly string[]])[] = [
  ['', ["'lat'", 'required']],
  ['lat=47', ["'lon'", 'required']],
  ['lon=8', ["'lat'", 'required']],
  ['lat=&lon=8', ["'lat'", 'required']],
  ['lat=abc&lon=8', ["'lat'", 'must be a number', "'abc'"]],
  ['lat=NaN&lon=8', ["'lat'", 'must be a number']],
  ['lat=0x10&lon=8', ["'lat'", 'must be a number']],
  ['lat=47&lon=Infinity', ["'lon'", 'must be a number']],
  ['lat=1e999&lon=8', ["'lat'", 'must be a finite number']],
  ['lat=90.5&lon=8', ["'lat'", 'between -90 and 90', '90.5']],
  ['lat=-91&lon=8', ["'lat'", 'between -90 and 90']],
  ['lat=47&lon=180.01', ["'lon'", 'between -180 and 180']],
  ['lat=47&lon=-200', ["'lon'", 'between -180 and 180']],
];
