import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/** Where the catalogues live: one folder per language, one JSON file per area of the app. */
export const CATALOGUES_DIR = new URL('../src/i18n/catalogues/', import.meta.url);

const PREFIX = 'virtual:catalogue/';
const RESOLVED = '\0' + PREFIX;
/** How a language's catalogue module is known to the bundler: its chunk is named for it (vite.config.ts). */
export const CATALOGUE_MODULE = RESOLVED;

/** A language's catalogue files, merged: area file name → its messages. */
export function readCatalogue(language: string): Record<string, Record<string, string>> {
  const dir = new URL(`${language}/`, CATALOGUES_DIR);
  const areas: Record<string, Record<string, string>> = {};
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json')).sort()) {
    areas[file.replace(/\.json$/, '')] = JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as Record<string, string>;
  }
  return areas;
}

/**
 * `import('virtual:catalogue/fr')` is French's messages compiled from ICU syntax into Lingui's
 * runtime form at build time, so the browser never parses a message and only the language in
 * use is downloaded (each import is its own chunk).
 */
export function cataloguesPlugin(): Plugin {
  return {
    name: 'skycache-catalogues',
    resolveId(id) {
      return id.startsWith(PREFIX) ? '\0' + id : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const language = id.slice(RESOLVED.length);
      const dir = new URL(`${language}/`, CATALOGUES_DIR);
      const compiled: Record<string, unknown> = {};
      for (const [area, messages] of Object.entries(readCatalogue(language))) {
        this.addWatchFile(join(dir.pathname, `${area}.json`));
        for (const [key, message] of Object.entries(messages)) compiled[key] = compileMessage(message);
      }
      return `export default ${JSON.stringify(compiled)};`;
    },
  };
}
