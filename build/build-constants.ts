import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { toJsonSchema } from '@valibot/to-json-schema';
import type { GenericSchema } from 'valibot';
import { runnerImport } from 'vite';
import type * as Endpoints from '../src/api/endpoints/index.ts';

const root = new URL('..', import.meta.url).pathname;

/**
 * The persisted query cache is thrown away exactly when a stored shape changes: a hash of the
 * JSON Schema of what each endpoint's answer is kept as, so an app update that keeps the
 * shapes (a refactor, a comment, a new screen) keeps the person's offline data.
 */
export function cacheBuster(endpoints: readonly { path: string; schema: GenericSchema; stored?: GenericSchema }[]): string {
  // Checks JSON Schema cannot express (a custom refinement) are left out rather than failing the build.
  const shapes = endpoints.map(({ path, schema, stored }) => [path, toJsonSchema(stored ?? schema, { errorMode: 'ignore' })]);
  return createHash('sha256').update(JSON.stringify(shapes)).digest('hex').slice(0, 12);
}

/** Compile-time constants for the app (`define`), read by Vite and Vitest alike. */
export async function buildConstants(): Promise<Record<string, string>> {
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
  // Through Vite's module runner: the app's schemas are browser modules, not config-time imports.
  const { module } = await runnerImport<typeof Endpoints>(join(root, 'src/api/endpoints/index.ts'));
  return {
    __CACHE_BUSTER__: JSON.stringify(cacheBuster(module.API_ENDPOINTS)),
    __APP_VERSION__: JSON.stringify(version),
  };
}
