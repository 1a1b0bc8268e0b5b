import * as v from 'valibot';
import { apiConfig, resolveApiUrl } from './config';
import { ApiErrorBodySchema } from './schemas/errors';
import { ApiError } from './errors';

/** One GET endpoint of the weather service: its path and the schema its answer must pass. */
export interface Endpoint<TSchema extends v.GenericSchema = v.GenericSchema> {
  path: string;
  schema: TSchema;
}

/** A validated response body with what the app needs to know about its origin and age. */
export interface ApiResult<T> {
  /** The endpoint's path: a restored copy is checked against that endpoint's schema again. */
  endpoint: string;
  data: T;
  /** When the server produced this answer (ms since epoch): its `Date` header, else receipt. */
  fetchedAt: number;
  headers: Record<string, string>;
}

interface GetJsonOptions {
  signal?: AbortSignal;
  /** Response headers worth keeping with the data (they are cached and shown offline). */
  keepHeaders?: readonly string[];
}

type Query = Record<string, string | number | undefined>;

/** GETs an endpoint of the weather service and validates its answer against the endpoint's schema. */
export async function fetchEndpoint<TSchema extends v.GenericSchema>(
  { path, schema }: Endpoint<TSchema>,
  query: Query,
  { signal, keepHeaders = [] }: GetJsonOptions = {},
): Promise<ApiResult<v.InferOutput<TSchema>>> {
  const url = resolveApiUrl(apiConfig.weatherBaseUrl, path, query);
  let response: Response;
  try {
    response = await fetch(url, { signal, headers: { Accept: 'application/json' } });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError('network', 'The request did not reach the server.');
  }
  const body = await readJson(response);
  if (!response.ok) throw httpError(response, body);
  const parsed = v.safeParse(schema, body);
  if (!parsed.success) {
    throw new ApiError('invalid-response', `Unexpected response from ${url.pathname}: ${v.summarize(parsed.issues)}`);
  }
  return { endpoint: path, data: parsed.output, fetchedAt: responseTime(response), headers: pickHeaders(response, keepHeaders) };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    if (!response.ok) return undefined;
    throw new ApiError('invalid-response', 'The server answered with something that is not JSON.');
  }
}

function httpError(response: Response, body: unknown): ApiError {
  const detail = v.safeParse(ApiErrorBodySchema, body);
  const message = detail.success ? detail.output.detail : `The server answered ${response.status}.`;
  const retryAfter = Number(response.headers.get('Retry-After'));
  return new ApiError('http', message, response.status, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined);
}

/**
 * The server's own clock, so that an answer replayed from the service worker's cache keeps
 * the age it really has. Cross-origin bases may hide `Date`; then the receipt time is all we know.
 */
function responseTime(response: Response): number {
  const date = Date.parse(response.headers.get('Date') ?? '');
  return Number.isFinite(date) ? Math.min(date, Date.now()) : Date.now();
}

function pickHeaders(response: Response, names: readonly string[]): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of names) {
    const value = response.headers.get(name);
    if (value !== null) kept[name] = value;
  }
  return kept;
}
