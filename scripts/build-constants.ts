import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

/**
 * The persisted query cache is thrown away exactly when the API shapes change: a hash
 * of the schema sources, so an app update that keeps the shapes keeps its offline data.
 */
function schemaHash(): string {
  const dir = join(root, 'src/api/schemas');
  const hash = createHash('sha256');
  for (const file of readdirSync(dir).sort()) hash.update(readFileSync(join(dir, file)));
  return hash.digest('hex').slice(0, 12);
}

export function buildConstants(): Record<string, string> {
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
  return {
    __CACHE_BUSTER__: JSON.stringify(schemaHash()),
    __APP_VERSION__: JSON.stringify(version),
  };
}
