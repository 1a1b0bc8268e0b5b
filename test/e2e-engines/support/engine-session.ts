import { afterAll, beforeAll } from 'vitest';
import { startAppServer, type AppServer } from '../../e2e/support/app-server';
import { engineFromEnvironment, openEngine, type EnginePage, type OpenOptions } from './engine';

export interface EngineSession {
  server: AppServer;
  page: EnginePage;
}

/**
 * For a spec file: its own served build and one window of this run's engine, shared by its
 * tests as a person goes through the app, and closed after them.
 */
export function engineSession(options: OpenOptions): EngineSession {
  const session = {} as EngineSession;
  beforeAll(async () => {
    session.server = await startAppServer();
    session.page = await openEngine(engineFromEnvironment(), options);
  });
  afterAll(async () => {
    await session.page?.close();
    await session.server?.dispose();
  });
  return session;
}
