import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { getResponse, type RequestHandler } from 'msw';
import type { Connect, Plugin } from 'vite';
import type * as MockModules from '../handlers.ts';
import { jsonError } from '../http/responses.ts';
import { readMockConfig } from '../config.ts';

/** A refused body up to this size is read and thrown away, so its connection stays usable. */
const MAX_DISCARDED_BODY_BYTES = 1024 * 1024;

/** The mock as a server runs it: its handlers, and what to do before the first request. */
export interface MockApi {
  handlers: RequestHandler[];
  /** Runs once before the first request is served (e.g. loading datasets). */
  warmUp?: () => void;
}

interface MockApiOptions {
  /** Path prefixes the mock owns; every other request goes on to Vite. */
  prefixes: string[];
  /** Loads the mock; by default its modules, only once a server starts (a build never loads them). */
  load?: () => Promise<MockApi>;
}

/** Path prefixes the Vite servers hand to the mock: the weather API, the plant store, the test controls. */
export function mockPathPrefixes(env: Record<string, string | undefined>): string[] {
  return ['/api', readMockConfig(env).plantsBasePath, '/__mock'];
}

/**
 * Vite bundles its config with every module the config imports; the mock and its datasets are
 * loaded here instead, through tsx, when `vite dev` or `vite preview` starts.
 */
async function loadMockModules(): Promise<MockApi> {
  const { tsImport } = await import('tsx/esm/api');
  const mock = (await tsImport('../handlers.ts', import.meta.url)) as typeof MockModules;
  return { handlers: mock.handlers, warmUp: mock.warmUpMockData };
}

/**
 * Serves the MSW handlers as real HTTP inside `vite dev` and `vite preview`, so the browser
 * (and the app's service worker) sees the same responses Vitest gets, with no second worker.
 */
export function mockApiPlugin({ prefixes, load = loadMockModules }: MockApiOptions): Plugin {
  let handlers: RequestHandler[] = [];
  const start = async (server: { middlewares: Connect.Server }) => {
    const mock = await load();
    mock.warmUp?.();
    handlers = mock.handlers;
    server.middlewares.use(middleware);
  };
  const middleware: Connect.NextHandleFunction = (req, res, next) => {
    const path = req.url ?? '/';
    if (!prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`))) {
      next();
      return;
    }
    answer(handlers, req, res).catch((error: unknown) => next(error));
  };
  return {
    name: 'skycache:mock-api',
    configureServer: start,
    configurePreviewServer: start,
  };
}

async function answer(handlers: RequestHandler[], req: IncomingMessage, res: ServerResponse): Promise<void> {
  const request = toFetchRequest(req);
  const response = (await getResponse(handlers, request)) ?? jsonError(404, `No endpoint at ${new URL(request.url).pathname}.`);
  // `Response.error()` is a network failure: the client must see the connection drop.
  if (response.type === 'error') {
    res.destroy();
    return;
  }
  discardUnreadBody(req, res);
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.setHeader(name, value));
  res.end(Buffer.from(await response.arrayBuffer()));
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

function toFetchRequest(req: IncomingMessage): Request {
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
    body: streamed ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    // Node's fetch needs this to accept a streamed request body.
    ...(streamed ? { duplex: 'half' } : {}),
  });
}
