import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { getResponse, type RequestHandler } from 'msw';
import type { Connect } from 'vite';
import { handlers, mockPathPrefixes, warmUpMockData } from '../handlers';
import { jsonError } from '../http/responses';

/**
 * Answers from this size on go out gzip-compressed to a client that accepts it, as the real
 * service's do; below it, compressing saves less than its own header costs.
 */
const COMPRESS_FROM_BYTES = 1024;

/** A refused body up to this size is read and thrown away, so its connection stays usable. */
const MAX_DISCARDED_BODY_BYTES = 1024 * 1024;

interface MockMiddlewareOptions {
  handlers: RequestHandler[];
  /** Path prefixes the mock owns; every other request goes on to Vite. */
  prefixes: string[];
}

/**
 * The MSW handlers as a Connect middleware for `vite dev` and `vite preview`, so the browser
 * (and the app's service worker) sees the same responses Vitest gets, with no second worker.
 */
export function mockMiddleware({ handlers, prefixes }: MockMiddlewareOptions): Connect.NextHandleFunction {
  return (req, res, next) => {
    const path = req.url ?? '/';
    if (!prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`))) {
      next();
      return;
    }
    answer(handlers, req, res).catch((error: unknown) => next(error));
  };
}

/**
 * The whole mock for one environment, its datasets loaded now rather than in the first request.
 * `proxiedApi`: a real service answers `/api`, so the mock keeps only the plant store and its controls.
 */
export function mockMiddlewareFor(env: Record<string, string | undefined>, { proxiedApi = false } = {}): Connect.NextHandleFunction {
  warmUpMockData();
  const prefixes = mockPathPrefixes(env).filter((prefix) => !(proxiedApi && prefix === '/api'));
  return mockMiddleware({ handlers, prefixes });
}

async function answer(handlers: RequestHandler[], req: IncomingMessage, res: ServerResponse): Promise<void> {
  // A client that hangs up ends the work on its request (a simulated latency, say), so a
  // server being closed need not wait for it.
  const hangUp = new AbortController();
  res.on('close', () => hangUp.abort());
  const request = toFetchRequest(req, hangUp.signal);
  const response = (await getResponse(handlers, request)) ?? jsonError(404, `No endpoint at ${new URL(request.url).pathname}.`);
  // `Response.error()` is a network failure: the client must see the connection drop.
  if (response.type === 'error') {
    res.destroy();
    return;
  }
  discardUnreadBody(req, res);
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.setHeader(name, value));
  const body = Buffer.from(await response.arrayBuffer());
  res.setHeader('Vary', [response.headers.get('Vary'), 'Accept-Encoding'].filter(Boolean).join(', '));
  if (body.length < COMPRESS_FROM_BYTES || !acceptsGzip(req)) {
    res.end(body);
    return;
  }
  res.setHeader('Content-Encoding', 'gzip');
  res.end(gzipSync(body));
}

/** Whether `Accept-Encoding` lists gzip without refusing it (`q=0`). */
function acceptsGzip(req: IncomingMessage): boolean {
  return (req.headers['accept-encoding'] ?? '').split(',').some((coding) => {
    const [name = '', ...params] = coding.split(';').map((part) => part.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    return name === 'gzip' && (q === undefined || Number(q.slice(2)) > 0);
  });
}

/**
 * A handler may refuse a request (401, 413, 415) before reading its body. The rest of that
 * body still sits in the connection, and until it is read the next request on the same
 * keep-alive connection is never parsed. Small bodies are read and dropped; a large or
 * unmeasured one closes the connection after the answer instead.
 */
function discardUnreadBody(req: IncomingMessage, res: ServerResponse): void {
  if (req.complete || !hasBody(req)) return;
  const declared = Number(req.headers['content-length']);
  if (!(declared <= MAX_DISCARDED_BODY_BYTES)) res.setHeader('Connection', 'close');
  // The web stream handed to the handler stopped pulling; nobody else wants these bytes.
  req.removeAllListeners('data');
  req.resume();
}

function hasBody(req: IncomingMessage): boolean {
  return req.method !== 'GET' && req.method !== 'HEAD';
}

function toFetchRequest(req: IncomingMessage, signal: AbortSignal): Request {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name.startsWith(':')) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  // The socket's address, not whatever the client claims: rate limits and IP location use it.
  headers.set('x-forwarded-for', req.socket.remoteAddress ?? '');
  const streamed = hasBody(req);
  return new Request(url, {
    method: req.method,
    headers,
    signal,
    body: streamed ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    // Node's fetch needs this to accept a streamed request body.
    ...(streamed ? { duplex: 'half' } : {}),
  });
}
