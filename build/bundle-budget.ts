import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

interface Chunk {
  type: 'chunk';
  fileName: string;
  code: string;
  isEntry: boolean;
  imports: string[];
  modules: Record<string, { code: string | null }>;
}

const gzipKib = (code: string) => gzipSync(code, { level: 9 }).length / 1024;

/**
 * Prints the gzip size of every JavaScript chunk and of what the home screen loads
 * (the entry chunk and everything it imports statically), what the entry chunk is made of,
 * and fails the build above budget, in size or in scripts.
 */
export function bundleBudgetPlugin({ homeScreenJsGzipKib, homeScreenScripts }: { homeScreenJsGzipKib: number; homeScreenScripts: number }): Plugin {
  return {
    name: 'skycache:bundle-budget',
    apply: 'build',
    // Once every plugin has finished the code (the preload list, the compile hint): as it ships.
    writeBundle(_options, bundle) {
      const chunks = new Map<string, Chunk>();
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') chunks.set(output.fileName, output as unknown as Chunk);
      }
      const entries = [...chunks.values()].filter((chunk) => chunk.isEntry);
      const home = new Set<string>();
      const visit = (fileName: string) => {
        if (home.has(fileName)) return;
        home.add(fileName);
        for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
      };
      for (const entry of entries) visit(entry.fileName);

      const rows = [...chunks.values()]
        .map((chunk) => ({ name: chunk.fileName, kib: gzipKib(chunk.code), home: home.has(chunk.fileName) }))
        .sort((a, b) => b.kib - a.kib);
      const total = rows.filter((row) => row.home).reduce((sum, row) => sum + row.kib, 0);
      const lines = rows.map((row) => `  ${row.kib.toFixed(1).padStart(7)} KiB  ${row.home ? 'home' : 'lazy'}  ${row.name}`);
      console.log(`\nJavaScript chunks (gzip):\n${lines.join('\n')}`);
      for (const entry of entries) console.log(composition(entry));
      console.log(`Home-screen JavaScript: ${total.toFixed(1)} KiB gzip (budget ${homeScreenJsGzipKib} KiB); scripts: ${home.size} (budget ${homeScreenScripts})\n`);
      if (total > homeScreenJsGzipKib) {
        this.error(`Home-screen JavaScript is ${total.toFixed(1)} KiB gzip, over the ${homeScreenJsGzipKib} KiB budget.`);
      }
      if (home.size > homeScreenScripts) {
        this.error(`The home screen loads ${home.size} scripts (${[...home].join(', ')}), over the budget of ${homeScreenScripts}.`);
      }
    },
  };
}

/**
 * What a chunk is made of, by package (node_modules) and by source folder. Rollup hands over each
 * module's code before minification, so each module is gzipped on its own and its share of that
 * total is applied to the minified chunk's gzip size: an estimate that adds up to the chunk.
 */
function composition(chunk: Chunk): string {
  const groups = new Map<string, { kib: number; modules: { id: string; kib: number }[] }>();
  for (const [id, { code }] of Object.entries(chunk.modules)) {
    if (!code) continue;
    const name = groupOf(id);
    const group = groups.get(name) ?? { kib: 0, modules: [] };
    const raw = gzipKib(code);
    group.kib += raw;
    group.modules.push({ id: shortId(id), kib: raw });
    groups.set(name, group);
  }
  const rawTotal = [...groups.values()].reduce((sum, group) => sum + group.kib, 0);
  const scale = rawTotal > 0 ? gzipKib(chunk.code) / rawTotal : 0;
  const scaledKib = (raw: number) => (raw * scale).toFixed(1);
  const lines = [...groups.entries()]
    .sort(([, a], [, b]) => b.kib - a.kib)
    .flatMap(([name, group]) => [
      `  ${scaledKib(group.kib).padStart(7)} KiB  ${name}`,
      ...group.modules
        .sort((a, b) => b.kib - a.kib)
        .filter((module) => module.kib * scale >= 0.2)
        .map((module) => `  ${scaledKib(module.kib).padStart(15)} KiB  ${module.id}`),
    ]);
  return `Composition of ${chunk.fileName} (gzip, estimated per module; modules under 0.2 KiB not listed):\n${lines.join('\n')}`;
}

function groupOf(id: string): string {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
  if (inPackage?.[1]) return inPackage[1];
  const inSource = /\/src\/((?:features\/)?[^/]+)/.exec(id);
  return inSource ? `src/${inSource[1]}` : id.replace(/^\0/, '');
}

function shortId(id: string): string {
  const relative = id.lastIndexOf('node_modules/');
  if (relative >= 0) return id.slice(relative + 'node_modules/'.length);
  const source = id.indexOf('/src/');
  return source >= 0 ? id.slice(source + 1) : id.replace(/^\0/, '');
}
