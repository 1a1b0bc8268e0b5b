import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin, Rolldown } from 'vite';
import { HOME_AREAS } from '../src/i18n/home-areas.ts';

/** Where the catalogues live: one folder per language, one JSON file per area of the app. */
export const CATALOGUES_DIR = new URL('../src/i18n/catalogues/', import.meta.url);

const PREFIX = 'virtual:catalogue/';
const RESOLVED = '\0' + PREFIX;
const AREAS_PREFIX = 'virtual:catalogue-areas/';
const AREAS_RESOLVED = '\0' + AREAS_PREFIX;

/** A language's catalogue files, merged: area file name → its messages. */
export function readCatalogue(language: string): Record<string, Record<string, string>> {
  const dir = new URL(`${language}/`, CATALOGUES_DIR);
  const areas: Record<string, Record<string, string>> = {};
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json')).sort()) {
    areas[file.replace(/\.json$/, '')] = JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as Record<string, string>;
  }
  return areas;
}

/** The messages of `language`'s areas that `include` picks, compiled, each file watched. */
function compileAreas(context: { addWatchFile(file: string): void }, language: string, include: (area: string) => boolean): Record<string, unknown> {
  const dir = new URL(`${language}/`, CATALOGUES_DIR);
  const compiled: Record<string, unknown> = {};
  for (const [area, messages] of Object.entries(readCatalogue(language))) {
    if (!include(area)) continue;
    context.addWatchFile(join(dir.pathname, `${area}.json`));
    for (const [key, message] of Object.entries(messages)) compiled[key] = compileMessage(message);
  }
  return compiled;
}

const HOME_PART = '/home';
const SCREENS_PART = '/screens';
/** English's areas beyond the home screen's, as the bundler knows the module (`virtual:catalogue/en/screens`). */
export const ENGLISH_SCREEN_WORDS = `${RESOLVED}en${SCREENS_PART}`;

/**
 * A chosen language's catalogue is named for it, so the service worker can tell them apart
 * (src/offline/offline-catalogues.ts) and caches the chosen one instead of precaching all. A part of
 * a catalogue (English's screen words) belongs with the app's code and is precached with it.
 */
export function catalogueChunkFileNames(chunk: Rolldown.PreRenderedChunk): string {
  const id = chunk.facadeModuleId ?? '';
  if (!id.startsWith(RESOLVED)) return 'assets/[name]-[hash].js';
  const { language, part } = catalogueAreas(id);
  return part ? `assets/${part}-words-${language}-[hash].js` : 'assets/catalogue-[name]-[hash].js';
}

/** Which areas a catalogue module holds: every one, or the home screen's (`/home`) or the rest (`/screens`). */
function catalogueAreas(id: string): { language: string; part?: 'home' | 'screen'; include: (area: string) => boolean } {
  const name = id.slice(RESOLVED.length);
  if (name.endsWith(HOME_PART)) {
    return { language: name.slice(0, -HOME_PART.length), part: 'home', include: (area) => HOME_AREAS.includes(area) };
  }
  if (name.endsWith(SCREENS_PART)) {
    return { language: name.slice(0, -SCREENS_PART.length), part: 'screen', include: (area) => !HOME_AREAS.includes(area) };
  }
  return { language: name, include: () => true };
}

/**
 * `import('virtual:catalogue/fr')` is French's messages compiled from ICU syntax into Lingui's
 * runtime form at build time, so the browser never parses a message and only the language in
 * use is downloaded (each import is its own chunk). `/home` and `/screens` split one by area.
 */
export function cataloguesPlugin(): Plugin {
  return {
    name: 'skycache-catalogues',
    resolveId(id) {
      return id.startsWith(PREFIX) || id.startsWith(AREAS_PREFIX) ? '\0' + id : undefined;
    },
    load(id) {
      if (id.startsWith(AREAS_RESOLVED)) {
        // `virtual:catalogue-areas/time+warnings`: those areas of every language, by language
        // (the service worker's words, all in one script, for whichever language the person uses).
        const wanted = new Set(id.slice(AREAS_RESOLVED.length).split('+'));
        const languages = readdirSync(CATALOGUES_DIR, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
        const compiled = Object.fromEntries(languages.map((language) => [language, compileAreas(this, language, (area) => wanted.has(area))]));
        return `export default ${JSON.stringify(compiled)};`;
      }
      if (!id.startsWith(RESOLVED)) return undefined;
      const { language, include } = catalogueAreas(id);
      return `export default ${JSON.stringify(compileAreas(this, language, include))};`;
    },
  };
}
