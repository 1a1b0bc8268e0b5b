import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

interface Chunk {
  type: 'chunk';
  fileName: string;
  code: string;
  isEntry: boolean;
  imports: string[];
}

/**
 * Prints the gzip size of every JavaScript chunk and of what the home screen loads
 * (the entry chunk and everything it imports statically), and fails the build above budget.
 */
export function bundleBudgetPlugin({ homeScreenJsGzipKb }: { homeScreenJsGzipKb: number }): Plugin {
  return {
    name: 'skycache:bundle-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, Chunk>();
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') chunks.set(output.fileName, output as unknown as Chunk);
      }
      const gzipKb = (chunk: Chunk) => gzipSync(chunk.code, { level: 9 }).length / 1024;
      const entries = [...chunks.values()].filter((chunk) => chunk.isEntry);
      const home = new Set<string>();
      const visit = (fileName: string) => {
        if (home.has(fileName)) return;
        home.add(fileName);
        for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
      };
      for (const entry of entries) visit(entry.fileName);

      const rows = [...chunks.values()]
        .map((chunk) => ({ name: chunk.fileName, kb: gzipKb(chunk), home: home.has(chunk.fileName) }))
        .sort((a, b) => b.kb - a.kb);
      const total = rows.filter((row) => row.home).reduce((sum, row) => sum + row.kb, 0);
      const lines = rows.map((row) => `  ${row.kb.toFixed(1).padStart(7)} KB  ${row.home ? 'home' : 'lazy'}  ${row.name}`);
      console.log(`\nJavaScript chunks (gzip):\n${lines.join('\n')}`);
      console.log(`Home-screen JavaScript: ${total.toFixed(1)} KB gzip (budget ${homeScreenJsGzipKb} KB)\n`);
      if (total > homeScreenJsGzipKb) {
        this.error(`Home-screen JavaScript is ${total.toFixed(1)} KB gzip, over the ${homeScreenJsGzipKb} KB budget.`);
      }
    },
  };
}
