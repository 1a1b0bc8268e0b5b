import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { handlers } from '../../src/mocks/handlers';

const SERVER = Symbol.for('skycache.msw-server');
const worker = globalThis as { [SERVER]?: ReturnType<typeof setupServer> };

/**
 * The same handlers that serve `npm start`; a request none of them answers fails the test. One
 * server per worker, as a module imported by an earlier file still holds the server it saw then;
 * each file gives it the handlers of its own module graph.
 */
export const server = (worker[SERVER] ??= setupServer());
server.resetHandlers(...handlers);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
