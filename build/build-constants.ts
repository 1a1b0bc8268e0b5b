import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

/** Compile-time constants for the app (`define`), read by Vite and Vitest alike. */
export function buildConstants(): Record<string, string> {
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
  return { __APP_VERSION__: JSON.stringify(version) };
}
