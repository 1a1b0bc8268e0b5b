import { preview, type PreviewServer } from 'vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

let server: PreviewServer | undefined;

/**
 * Serves the production build in dist/ exactly as `npm start` does (`vite preview` with the
 * project's vite.config.ts, mock API included), on a free port. `npm run test:e2e` builds first.
 */
export async function setup(project: TestProject): Promise<void> {
  server = await preview({ preview: { port: 0, strictPort: false, host: '127.0.0.1' }, logLevel: 'warn' });
  const address = server.httpServer.address();
  if (address === null || typeof address === 'string') throw new Error('preview server has no port');
  project.provide('baseUrl', `http://127.0.0.1:${address.port}`);
}

export async function teardown(): Promise<void> {
  await server?.close();
}
