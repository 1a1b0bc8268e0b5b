import * as v from 'valibot';
import { apiConfig, resolveApiUrl } from './config';
import { takeEarlyRequest } from './early-requests';
import { ApiErrorBodySchema, ValidationErrorBodySchema } from './schemas/errors';
import { ApiError } from './errors';
import { REPLAYED_HEADER } from './replayed-header';

export type Query = Record<string, string | number | undefined>;

/** One GET endpoint: path, answer schema and, where screens need another shape, its normaliser and stored schema. */
export interface Endpoint<TWire extends v.GenericSchema = v.GenericSchema, TData = v.InferOutput<TWire>> {
  path: string;
  schema: TWire;
  normalize?: (wire: v.InferOutput<TWire>, query: Query) => TData | Promise<TData>;
  /** When the service says it produced the data, where its body has such a timestamp. */
  answeredAt?: (data: TData) => number | undefined;
  stored?: v.GenericSchema<unknown, TData>;
}

/** A validated response body with what the app needs to know about its origin and age. */
export interface ApiResult<T> {
  /** The endpoint's path: a restored copy is checked against that endpoint's schema again. */
  endpoint: string;
  data: T;
  /** When the service produced this answer (ms since epoch), as well as it can be known. */
  fetchedAt: number;
  /** `service`: a body timestamp or `Date` header; `received`: this device's clock (headers hidden cross-origin). */
  ageFrom: 'service' | 'received';
  headers: Record<string, string>;
  /** The service worker's saved copy, replayed because the service did not answer: not fresh. */
  replayed?: true;
}

/** When the service produced a query's data, if the data is an `ApiResult`. */
export function answeredAtOf(data: unknown): number | undefined {
  return typeof data === 'object' && data !== null && 'fetchedAt' in data && typeof data.fetchedAt === 'number' ? data.fetchedAt : undefined;
}

/** Whether a query's data is a copy the service worker replayed because the service did not answer. */
export function isReplayed(data: unknown): boolean {
  return typeof data === 'object' && data !== null && 'replayed' in data && data.replayed === true;
}

/** How long the service may take to answer before it counts as unreachable. */
export const ANSWER_TIMEOUT_MS = 8_000;

interface GetJsonOptions {
  signal?: AbortSignal;
  /** Response headers worth keeping with the data (they are cached and shown offline). */
  keepHeaders?: readonly string[];
}

/** GETs an endpoint of the weather service and validates its answer against the endpoint's schema. */
export async function fetchEndpoint<TWire extends v.GenericSchema, TData = v.InferOutput<TWire>>(
  { path, schema, normalize, answeredAt }: Endpoint<TWire, TData>,
  query: Query,
  { signal, keepHeaders = [] }: GetJsonOptions = {},
): Promise<ApiResult<TData>> {
  const url = resolveApiUrl(apiConfig.weatherBaseUrl, path, query);
  // Online is no promise of an answer (hotel Wi-Fi, a dead proxy): fail after ANSWER_TIMEOUT_MS.
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), ANSWER_TIMEOUT_MS);
  const cancel = () => timeout.abort();
  signal?.addEventListener('abort', cancel);
  let response: Response;
  let body: unknown;
  try {
    // A request index.html started for this URL (src/app/first-request.ts) is taken over, not sent again.
    response = await (takeEarlyRequest(url, timeout.signal) ?? fetch(url, { signal: timeout.signal }));
    body = await readJson(response);
  } catch (cause) {
    if (signal?.aborted) throw cause;
    if (cause instanceof ApiError) throw cause;
    throw timeout.signal.aborted
      ? new ApiError('timeout', `The service did not answer within ${ANSWER_TIMEOUT_MS / 1000} s.`)
      : new ApiError('network', 'The request did not reach the server.');
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  }
  return readAnswer({ path, schema, normalize, answeredAt }, query, { url, response, body, keepHeaders });
}

/** Validates a response whose body is already read: a fresh answer or one from the service worker's cache. */
export async function readAnswer<TWire extends v.GenericSchema, TData = v.InferOutput<TWire>>(
  { path, schema, normalize, answeredAt }: Endpoint<TWire, TData>,
  query: Query,
  { url, response, body, keepHeaders = [] }: { url: URL; response: Response; body: unknown; keepHeaders?: readonly string[] },
): Promise<ApiResult<TData>> {
  if (!response.ok) throw httpError(response, body);
  const parsed = v.safeParse(schema, body);
  if (!parsed.success) {
    throw new ApiError('invalid-response', `Unexpected response from ${url.pathname}: ${v.summarize(parsed.issues)}`);
  }
  const data = normalize ? await normalize(parsed.output, query) : (parsed.output as TData);
  const serviceTime = answeredAt?.(data) ?? dateHeader(response);
  const now = Date.now();
  return {
    endpoint: path,
    data,
    // Never in the future, whatever the service's clock says.
    fetchedAt: serviceTime === undefined ? now : Math.min(serviceTime, now),
    ageFrom: serviceTime === undefined ? 'received' : 'service',
    headers: pickHeaders(response, keepHeaders),
    ...(response.headers.has(REPLAYED_HEADER) && { replayed: true }),
  };
}

export async function readJson(response: Response): Promise<unknown> {
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
  const message = errorMessage(body) ?? `The server answered ${response.status}.`;
  const retryAfter = Number(response.headers.get('Retry-After'));
  return new ApiError('http', message, response.status, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined);
}

/** The service's words for an error: its `detail`, or FastAPI's list of parameter problems. */
function errorMessage(body: unknown): string | undefined {
  const detail = v.safeParse(ApiErrorBodySchema, body);
  if (detail.success) return detail.output.detail;
  const validation = v.safeParse(ValidationErrorBodySchema, body);
  if (!validation.success) return undefined;
  const problems = validation.output.detail.map(({ loc, msg }) => {
    const parameter = loc.at(-1);
    return parameter === undefined ? msg : `${parameter}: ${msg}`;
  });
  return `The request was refused (${problems.join('; ')}).`;
}

/** The service's clock, so a replayed answer keeps its real age; cross-origin bases may hide `Date`. */
function dateHeader(response: Response): number | undefined {
  const date = Date.parse(response.headers.get('Date') ?? '');
  return Number.isFinite(date) ? date : undefined;
}

function pickHeaders(response: Response, names: readonly string[]): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of names) {
    const value = response.headers.get(name);
    if (value !== null) kept[name] = value;
  }
  return kept;
}
