import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { getResponse, type RequestHandler } from 'msw';
import type { Connect, Plugin } from 'vite';

interface MockApiOptions {
  handlers: RequestHandler[];
  /** Path prefixes the mock owns; every other request goes on to Vite. */
  prefixes: string[];
  /** Runs once before the first request is served (e.g. loading datasets). */
  warmUp?: () => void;
}

/**
 * Serves the MSW handlers as real HTTP inside `vite dev` and `vite preview`, so the browser
 * (and the app's service worker) sees the same responses Vitest gets, with no second worker.
 */
export function mockApiPlugin({ handlers, prefixes, warmUp }: MockApiOptions): Plugin {
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
    configureServer(server) {
      warmUp?.();
      server.middlewares.use(middleware);
    },
    configurePreviewServer(server) {
      warmUp?.();
      server.middlewares.use(middleware);
    },
  };
}

async function answer(handlers: RequestHandler[], req: IncomingMessage, res: ServerResponse): Promise<void> {
  const request = toFetchRequest(req);
  const response = (await getResponse(handlers, request)) ?? Response.json({ detail: 'Not found.' }, { status: 404 });
  // `Response.error()` is a network failure: the client must see the connection drop.
  if (response.type === 'error') {
    res.destroy();
    return;
  }
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.setHeader(name, value));
  res.end(Buffer.from(await response.arrayBuffer()));
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
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(url, {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    // Node's fetch needs this to accept a streamed request body.
    ...(hasBody ? { duplex: 'half' } : {}),
  });
}
