import { fileURLToPath } from 'node:url';
import { runnerImport, type Connect, type Plugin } from 'vite';
import type * as MiddlewareModule from './middleware.ts';

const MIDDLEWARE_MODULE = fileURLToPath(new URL('./middleware.ts', import.meta.url));

/** The real weather service `/api` is proxied to (docs/real-service.md), if any. */
export function proxyTargetOf(env: Record<string, string | undefined>): string | undefined {
  return env.API_PROXY_TARGET?.trim() || undefined;
}

/**
 * Serves the mock API inside `vite dev` and `vite preview`. The mock (handlers, datasets) is
 * loaded through Vite's module runner as a server starts, not imported by vite.config.ts: a
 * build never loads it, and the config stays within what Vite's native config loader accepts.
 *
 * `env` is the mode's environment (.env files included), for the mock's path prefixes; with
 * API_PROXY_TARGET set, `/api` is left to the proxy and the mock keeps the plant store.
 */
export function mockApiPlugin(env: Record<string, string | undefined>): Plugin {
  const mount = async (middlewares: Connect.Server) => {
    const { module } = await runnerImport<typeof MiddlewareModule>(MIDDLEWARE_MODULE);
    middlewares.use(module.mockMiddlewareFor(env, { proxiedApi: proxyTargetOf(env) !== undefined }));
  };
  return {
    name: 'skycache:mock-api',
    configureServer: (server) => mount(server.middlewares),
    configurePreviewServer: (server) => mount(server.middlewares),
  };
}
