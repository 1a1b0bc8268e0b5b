import { rmSync } from 'node:fs';
import { appendFile, cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { preview, type PreviewServer } from 'vite';

export interface AppServer {
  readonly baseUrl: string;
  /** Stops serving: the page is truly offline (requests are refused), not only told so. */
  stop(): Promise<void>;
  /** Serves again on the same origin, so the service worker and the stored data still apply. */
  start(): Promise<void>;
  /** Changes the service worker's bytes, as a deploy of a new version does; takes effect on the next start. */
  publishNewVersion(): Promise<void>;
  /** Stops and deletes the served copy. */
  dispose(): Promise<void>;
}

/**
 * Serves a copy of the production build in dist/ as `npm start` does (`vite preview`, mock API
 * included), so that a test may stop it, start it again on the same port, or change its files.
 */
export async function startAppServer(): Promise<AppServer> {
  const outDir = await mkdtemp(join(tmpdir(), 'skycache-dist-'));
  // Deleted with the process if not disposed of before (a worker's server lasts as long as it).
  const removeCopy = () => rmSync(outDir, { recursive: true, force: true });
  process.once('exit', removeCopy);
  await cp(resolve('dist'), outDir, { recursive: true });
  let port = 0;
  let server: PreviewServer | undefined;
  const start = async () => {
    server = await preview({ build: { outDir }, preview: { port, strictPort: port !== 0, host: '127.0.0.1' }, logLevel: 'warn' });
    const address = server.httpServer.address();
    if (address === null || typeof address === 'string') throw new Error('preview server has no port');
    port = address.port;
  };
  const stop = async () => {
    // Also ends open keep-alive connections, so nothing more is answered.
    const http = server?.httpServer;
    if (http && 'closeAllConnections' in http) http.closeAllConnections();
    await server?.close();
    server = undefined;
  };
  await start();
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop,
    start,
    publishNewVersion: () => appendFile(join(outDir, 'sw.js'), `\n// ${Date.now()}\n`),
    dispose: async () => {
      await stop();
      process.off('exit', removeCopy);
      await rm(outDir, { recursive: true, force: true });
    },
  };
}
