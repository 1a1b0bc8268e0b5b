import { spawn, type ChildProcess } from 'node:child_process';
import { preview, type PreviewServer } from 'vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The same build, its mock answering as the real service (MOCK_PROFILE=real-service). */
    realServiceBaseUrl: string;
  }
}

let server: PreviewServer | undefined;
let realService: ChildProcess | undefined;

/**
 * Serves the production build in dist/ exactly as `npm start` does (`vite preview` with the
 * project's vite.config.ts, mock API included), on a free port. `npm run test:e2e` builds first.
 * A second `vite preview` runs with MOCK_PROFILE=real-service in its own process: the mock
 * reads its profile from the environment, and one process has only one.
 */
export async function setup(project: TestProject): Promise<void> {
  const [contractUrl, realServiceUrl] = await Promise.all([startContractServer(), startRealServiceServer()]);
  project.provide('baseUrl', contractUrl);
  project.provide('realServiceBaseUrl', realServiceUrl);
}

async function startContractServer(): Promise<string> {
  server = await preview({ preview: { port: 0, strictPort: false, host: '127.0.0.1' }, logLevel: 'warn' });
  const address = server.httpServer.address();
  if (address === null || typeof address === 'string') throw new Error('preview server has no port');
  return `http://127.0.0.1:${address.port}`;
}

function startRealServiceServer(): Promise<string> {
  const child = spawn(process.execPath, ['node_modules/vite/bin/vite.js', 'preview', '--host', '127.0.0.1', '--port', '0'], {
    env: { ...process.env, MOCK_PROFILE: 'real-service', NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  realService = child;
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`the real-service preview did not start:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      // eslint-disable-next-line no-control-regex -- colour codes, should a terminal force them
      output += chunk.toString().replace(/\u001b\[[\d;]*m/g, '');
      const url = /http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (url) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${url[1]}`);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the real-service preview exited (${code}):\n${output}`));
    });
  });
}

export async function teardown(): Promise<void> {
  realService?.kill();
  await server?.close();
}
