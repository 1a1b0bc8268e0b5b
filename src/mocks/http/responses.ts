import { CORS_HEADERS } from './headers.ts';

type Headers = Record<string, string>;

/**
 * Real servers stamp every answer with `Date`; the app reads a response's age from it,
 * so the mock must too (also under Vitest, where no Node server adds it).
 */
function baseHeaders(extra: Headers = {}): Headers {
  return { ...CORS_HEADERS, Date: new Date().toUTCString(), 'Cache-Control': 'no-cache', ...extra };
}

export function jsonOk(body: unknown, headers?: Headers): Response {
  return Response.json(body, { status: 200, headers: baseHeaders(headers) });
}

/** The weather service's error body: `{"detail": "..."}`. */
export function jsonError(status: number, detail: string, headers?: Headers): Response {
  return Response.json({ detail }, { status, headers: baseHeaders(headers) });
}
