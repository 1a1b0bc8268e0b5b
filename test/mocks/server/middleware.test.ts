import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import { gunzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handlers, mockPathPrefixes } from '../../../src/mocks/handlers';
import { mockMiddleware } from '../../../src/mocks/server/middleware';

let server: Server;
let port: number;

/** The mock's middleware on a plain Node server, as `vite preview` mounts it. */
beforeAll(async () => {
  const middleware = mockMiddleware({ handlers, prefixes: mockPathPrefixes({}) });
  server = createServer((req, res) =>
    middleware(req, res, () => {
      res.statusCode = 404;
      res.end('not the mock');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Writes raw HTTP on one connection and collects what comes back until `until` matches or the socket ends. */
function exchange(raw: Buffer, until: (text: string) => boolean): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
      if (until(text)) {
        socket.destroy();
        resolve(text);
      }
    });
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
    socket.write(raw);
  });
}

/**
 * One request on its own connection. Raw sockets, because msw intercepts fetch and
 * node:http in tests, and this must reach the real server.
 */
async function request(method: string, path: string, extraHeaders = '') {
  const text = await exchange(
    Buffer.from(`${method} ${path} HTTP/1.1\r\nHost: x\r\nOrigin: https://elsewhere.example\r\n${extraHeaders}Connection: close\r\n\r\n`),
    () => false,
  );
  const [head = '', body = ''] = text.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

const statusLines = (text: string) => text.match(/HTTP\/1\.1 \d{3}/g) ?? [];

describe('the mock served over HTTP', () => {
  it('answers the next request on a keep-alive connection after refusing a large body unread', async () => {
    const body = Buffer.alloc(200 * 1024, 'a');
    const raw = Buffer.concat([
      Buffer.from(`POST /sandbox/plants HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`),
      body,
      Buffer.from('GET /__mock/faults HTTP/1.1\r\nHost: x\r\n\r\n'),
    ]);
    const text = await exchange(raw, (received) => statusLines(received).length >= 2 && received.includes('"outage"'));
    expect(statusLines(text)).toEqual(['HTTP/1.1 401', 'HTTP/1.1 200']);
  });

  it('answers a preflight itself with 204 and the CORS headers', async () => {
    const answer = await request('OPTIONS', '/api/py/weather?lat=1&lon=1', 'Access-Control-Request-Method: GET\r\n');
    expect(answer.status).toBe(204);
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    expect(answer.headers['access-control-allow-methods']).toContain('GET');
    expect(answer.headers['access-control-allow-headers']).toContain('Accept');
  });

  it.each([
    ['a success', '/api/py/search?q=zurich', 200],
    ['an error', '/api/py/weather?lat=x&lon=1', 400],
    ['a path no handler knows', '/api/py/nothing', 404],
  ])('puts the CORS headers on %s', async (_case, path, status) => {
    const answer = await request('GET', path);
    expect(answer.status).toBe(status);
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    expect(answer.headers['access-control-expose-headers']).toContain('Date');
  });

  it('matches paths case-sensitively, as the contract writes them', async () => {
    const answer = await request('GET', '/api/py/Weather?lat=47.37&lon=8.54');
    expect(answer.status).toBe(404);
    expect(answer.body).toContain('/api/py/Weather');
  });

  it('compresses an answer of a kilobyte or more for a client that accepts gzip, and only then', async () => {
    const path = '/api/py/weather?lat=47.37&lon=8.54';
    const plain = await request('GET', path);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('Accept-Encoding');
    const gzipped = await request('GET', path, 'Accept-Encoding: br, gzip;q=0.8\r\n');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    const body = gunzipSync(Buffer.from(gzipped.body, 'latin1'));
    expect(body.length).toBeGreaterThan(Buffer.from(gzipped.body, 'latin1').length);
    expect(JSON.parse(body.toString('utf8'))).toEqual(JSON.parse(Buffer.from(plain.body, 'latin1').toString('utf8')));
    expect((await request('GET', path, 'Accept-Encoding: gzip;q=0, deflate\r\n')).headers['content-encoding']).toBeUndefined();
    // A short answer (an error) is not worth it.
    expect((await request('GET', '/api/py/weather?lat=500&lon=8', 'Accept-Encoding: gzip\r\n')).headers['content-encoding']).toBeUndefined();
  });
});
