import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let upstream: Server;
let server: PreviewServer;
let base: string;
const seen: string[] = [];

/** A stand-in for the real service on loopback, and `npm start`'s server pointed at it. */
beforeAll(async () => {
  upstream = createServer((req, res) => {
    seen.push(`${req.method} ${req.url} host=${req.headers.host}`);
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ locations: [], from: 'upstream' }));
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const target = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  process.env.API_PROXY_TARGET = target;
  try {
    server = await preview({ preview: { port: 0, strictPort: false, host: '127.0.0.1' }, logLevel: 'warn' });
  } finally {
    delete process.env.API_PROXY_TARGET;
  }
  const address = server.httpServer.address() as AddressInfo;
  base = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  await server.close();
  await new Promise<void>((resolve) => upstream.close(() => resolve()));
});

describe('API_PROXY_TARGET', () => {
  it('sends /api to the configured service on the app\'s own origin, and keeps the mock plant store', async () => {
    const response = await fetch(`${base}/api/py/search?q=harare`);
    expect(await response.json()).toEqual({ locations: [], from: 'upstream' });
    expect(seen).toEqual([expect.stringMatching(/^GET \/api\/py\/search\?q=harare host=127\.0\.0\.1:\d+$/)]);
    const plants = await fetch(`${base}/sandbox/plants`, { method: 'OPTIONS' });
    expect(plants.status).toBe(204);
  });
});
