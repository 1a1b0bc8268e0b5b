import { fileURLToPath } from 'node:url';
import { runnerImport, type Connect, type Plugin } from 'vite';
import type * as MiddlewareModule from './middleware.ts';

const MIDDLEWARE_MODULE = fileURLToPath(new URL('./middleware.ts', import.meta.url));

/**
 * Serves the mock API inside `vite dev` and `vite preview`. The mock (handlers, datasets) is
 * loaded through Vite's module runner as a server starts, not imported by vite.config.ts: a
 * build never loads it, and the config stays within what Vite's native config loader accepts.
 *
 * `env` is the mode's environment (.env files included), for the mock's path prefixes.
 */
export function mockApiPlugin(env: Record<string, string | undefined>): Plugin {
  const mount = async (middlewares: Connect.Server) => {
    const { module } = await runnerImport<typeof MiddlewareModule>(MIDDLEWARE_MODULE);
    middlewares.use(module.mockMiddlewareFor(env));
  };
  return {
    name: 'skycache:mock-api',
    configureServer: (server) => mount(server.middlewares),
    configurePreviewServer: (server) => mount(server.middlewares),
  };
}
