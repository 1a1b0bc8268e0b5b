import { startAppServer, type AppServer } from './app-server';

let server: Promise<AppServer> | undefined;
let address: string | undefined;

/**
 * The test worker's app server, started by its first file (serve-app.ts): files running in
 * parallel workers never share the mock's faults or plant store.
 */
export async function startWorkerServer(): Promise<void> {
  server ??= startAppServer();
  address = (await server).baseUrl;
}

/** Where the worker's app server answers. */
export function baseUrl(): string {
  if (address === undefined) throw new Error('no app server: vitest.e2e.config.ts starts one with test/e2e/support/serve-app.ts');
  return address;
}
