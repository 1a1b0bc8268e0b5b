import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { GenericSchema } from 'valibot';
import type * as Endpoints from '../src/api/endpoints/index.ts';

/**
 * The JSON Schema of every shape the persisted query cache keeps (each endpoint's stored model),
 * by endpoint path. Loaded through tsx so the app's schemas stay out of the bundled config.
 */
async function storedShapes(): Promise<Record<string, unknown>> {
  const { tsImport } = await import('tsx/esm/api');
  const { toJsonSchema } = await import('@valibot/to-json-schema');
  const { API_ENDPOINTS } = (await tsImport('../src/api/endpoints/index.ts', import.meta.url)) as typeof Endpoints;
  // Checks JSON Schema cannot express (custom refinements) are left out: they change no shape.
  const toJson = (schema: GenericSchema) => toJsonSchema(schema, { errorMode: 'ignore' });
  return Object.fromEntries(API_ENDPOINTS.map(({ path, schema, stored }) => [path, toJson(stored ?? schema)]));
}

/**
 * The persisted query cache is thrown away exactly when a stored shape changes: a hash of the
 * shapes' JSON Schema, so an app update that keeps them (or only reformats their source) keeps
 * the offline data.
 */
export async function cacheBuster(): Promise<string> {
  const shapes = JSON.stringify(await storedShapes());
  return createHash('sha256').update(shapes).digest('hex').slice(0, 12);
}

export async function buildConstants(): Promise<Record<string, string>> {
  const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
  return {
    __CACHE_BUSTER__: JSON.stringify(await cacheBuster()),
    __APP_VERSION__: JSON.stringify(version),
  };
}
