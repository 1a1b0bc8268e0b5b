import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { ANSWER_TIMEOUT_MS, fetchEndpoint, isReplayed } from '../../src/api/client';
import { resolveApiUrl } from '../../src/api/config';
import { startEarlyRequest } from '../../src/api/early-requests';
import { REPLAYED_HEADER } from '../../src/api/replayed-header';
import { ApiError } from '../../src/api/errors';
import { describeApiError } from '../../src/ui/api-error-words';
import { server } from '../setup/msw';

const Schema = v.object({ value: v.number() });
const thing = { path: '/api/thing', schema: Schema };

function respondWith(response: () => Response) {
  server.use(http.get('*/api/thing', response));
}

describe('fetchEndpoint', () => {
  it('returns the validated body, the server time from Date and the headers asked for', async () => {
    const serverTime = 'Sat, 21 Nov 2026 10:00:00 GMT';
    respondWith(() => HttpResponse.json({ value: 3 }, { headers: { Date: serverTime, 'X-Weather-Provider': 'tomorrow' } }));
    const result = await fetchEndpoint(thing, {}, { keepHeaders: ['X-Weather-Provider', 'X-Current-Source'] });
    expect(result).toEqual({ endpoint: '/api/thing', ageFrom: 'service', data: { value: 3 }, fetchedAt: Date.parse(serverTime), headers: { 'X-Weather-Provider': 'tomorrow' } });
  });

  it('marks a copy the service worker replayed from its cache, with the age the service gave it', async () => {
    const serverTime = 'Sat, 21 Nov 2026 10:00:00 GMT';
    respondWith(() => HttpResponse.json({ value: 3 }, { headers: { Date: serverTime, [REPLAYED_HEADER]: '1' } }));
    const result = await fetchEndpoint(thing, {});
    expect(result).toMatchObject({ replayed: true, fetchedAt: Date.parse(serverTime), ageFrom: 'service' });
    expect(isReplayed(result)).toBe(true);
  });

  it('does not mark an answer that came from the service', async () => {
    respondWith(() => HttpResponse.json({ value: 3 }));
    const result = await fetchEndpoint(thing, {});
    expect(result).not.toHaveProperty('replayed');
    expect(isReplayed(result)).toBe(false);
  });

  it('never dates an answer in the future, whatever the server clock says', async () => {
    respondWith(() => HttpResponse.json({ value: 1 }, { headers: { Date: 'Fri, 01 Jan 2100 00:00:00 GMT' } }));
    const before = Date.now();
    const { fetchedAt } = await fetchEndpoint(thing, {});
    expect(fetchedAt).toBeGreaterThanOrEqual(before);
    expect(fetchedAt).toBeLessThanOrEqual(Date.now());
  });

  it('turns a body that breaks the schema into an invalid-response error naming the path', async () => {
    respondWith(() => HttpResponse.json({ value: 'three' }));
    const error = await fetchEndpoint(thing, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'invalid-response' });
    expect((error as ApiError).message).toContain('/api/thing');
  });

  it('turns a non-JSON 200 into an invalid-response error', async () => {
    respondWith(() => new HttpResponse('<html>', { headers: { 'Content-Type': 'text/html' } }));
    await expect(fetchEndpoint(thing, {})).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('carries the detail, status and Retry-After of an error answer', async () => {
    respondWith(() => HttpResponse.json({ detail: 'Slow down.' }, { status: 429, headers: { 'Retry-After': '7' } }));
    const error = (await fetchEndpoint(thing, {}).catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ kind: 'http', status: 429, retryAfterSeconds: 7, message: 'Slow down.' });
    expect(describeApiError(error)).toBe('Too many requests. You can try again in 7 s.');
  });

  it('reports an unreachable server as a network error a person can act on', async () => {
    respondWith(() => HttpResponse.error());
    const error = await fetchEndpoint(thing, {}).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'network' });
    expect(describeApiError(error)).toBe("Can't reach the weather service. It is not answering; trying again.");
  });

  it('gives up on a service that stays silent for 8 s and calls it unreachable', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      server.use(http.get('*/api/thing', () => new Promise<Response>(() => undefined)));
      const failed = fetchEndpoint(thing, {}).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(ANSWER_TIMEOUT_MS);
      const error = await failed;
      expect(error).toMatchObject({ kind: 'timeout' });
      expect(describeApiError(error)).toMatch(/Can't reach the weather service/);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a request started before the app’s code had loaded', () => {
  const early = () => startEarlyRequest(resolveApiUrl('', thing.path));

  it('is taken over by the first fetchEndpoint for its URL, which asks no second time', async () => {
    let asked = 0;
    respondWith(() => HttpResponse.json({ value: ++asked }));
    early();
    expect(await fetchEndpoint(thing, {})).toMatchObject({ data: { value: 1 } });
    expect(asked).toBe(1);
    expect(await fetchEndpoint(thing, {})).toMatchObject({ data: { value: 2 } });
  });

  it('is taken over when index.html’s own script started it, from its own copy of the module', async () => {
    let asked = 0;
    respondWith(() => HttpResponse.json({ value: ++asked }));
    vi.resetModules();
    const pageScriptCopy = await import('../../src/api/early-requests');
    pageScriptCopy.startEarlyRequest(resolveApiUrl('', thing.path));
    expect(await fetchEndpoint(thing, {})).toMatchObject({ data: { value: 1 } });
    expect(asked).toBe(1);
  });

  it('is given up after the same 8 s as a request of fetchEndpoint’s own', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      server.use(http.get('*/api/thing', () => new Promise<Response>(() => undefined)));
      early();
      const failed = fetchEndpoint(thing, {}).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(ANSWER_TIMEOUT_MS);
      expect(await failed).toMatchObject({ kind: 'timeout' });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the four reasons a panel has no fresh answer', () => {
  const words = (error: ApiError) => describeApiError(error);
  it('says offline, unreachable, service error and rate limited in different words', () => {
    const unreachable = words(new ApiError('timeout', 'silent'));
    const serviceError = words(new ApiError('http', 'boom', 503));
    const limited = words(new ApiError('http', 'slow', 429, 30));
    vi.stubGlobal('navigator', { onLine: false });
    const offline = words(new ApiError('network', 'no network'));
    vi.unstubAllGlobals();
    expect(offline).toMatch(/You are offline/);
    expect(unreachable).toMatch(/Can't reach the weather service/);
    expect(serviceError).toMatch(/unavailable right now/);
    expect(limited).toBe('Too many requests. You can try again in 30 s.');
    expect(new Set([offline, unreachable, serviceError, limited]).size).toBe(4);
  });
});

describe('errors in the real service\'s shapes', () => {
  it('names the parameter of a FastAPI 422 validation error', async () => {
    respondWith(() =>
      HttpResponse.json(
        { detail: [{ type: 'float_parsing', loc: ['query', 'lat'], msg: 'Input should be a valid number', input: 'x' }] },
        { status: 422 },
      ),
    );
    const error = (await fetchEndpoint(thing, {}).catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ kind: 'http', status: 422 });
    expect(describeApiError(error)).toBe('The request was refused (lat: Input should be a valid number).');
  });

  it('says the service failed for a text/plain 500', async () => {
    respondWith(() => new HttpResponse('Internal Server Error', { status: 500, headers: { 'Content-Type': 'text/plain' } }));
    const error = await fetchEndpoint(thing, {}).catch((e: unknown) => e);
    expect(describeApiError(error)).toBe('The weather service failed while answering. Try again later.');
  });
});

describe('the age of an answer', () => {
  it('says when only this device\'s clock dates an answer, because the service\'s Date header is hidden', async () => {
    respondWith(() => HttpResponse.json({ value: 1 }));
    const before = Date.now();
    const result = await fetchEndpoint(thing, {});
    expect(result.ageFrom).toBe('received');
    expect(result.fetchedAt).toBeGreaterThanOrEqual(before);
  });

  it('prefers the timestamp in the body, where the endpoint has one, to the Date header', async () => {
    respondWith(() => HttpResponse.json({ value: 1, at: '2026-11-21T09:00:00Z' }, { headers: { Date: 'Sat, 21 Nov 2026 10:00:00 GMT' } }));
    const stamped = { ...thing, schema: v.object({ value: v.number(), at: v.string() }), answeredAt: (data: { at: string }) => Date.parse(data.at) };
    const result = await fetchEndpoint(stamped, {});
    expect(result).toMatchObject({ ageFrom: 'service', fetchedAt: Date.parse('2026-11-21T09:00:00Z') });
  });
});

