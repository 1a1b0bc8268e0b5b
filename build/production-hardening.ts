import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';
import { headersFile, securityHeaders, type OriginSettings } from './security-headers.ts';

/** Where the build's source maps go: beside dist/, never inside what is served. */
export const SOURCE_MAP_DIR = 'sourcemaps';

function mapFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.map'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Ships the security headers with the build (`dist/_headers`, read by static hosts such as
 * Netlify or Cloudflare Pages; written from the finished index.html, whose inlined stylesheet the
 * CSP names by its hash) and moves every source map out of dist/: the maps stay for debugging,
 * but nothing that serves dist/ can hand them to a browser.
 */
export function productionHardeningPlugin(env: OriginSettings): Plugin {
  let outDir = 'dist';
  let root = process.cwd();
  return {
    name: 'skycache:production-hardening',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = join(config.root, config.build.outDir);
    },
    writeBundle() {
      const html = readFileSync(join(outDir, 'index.html'), 'utf8');
      writeFileSync(join(outDir, '_headers'), headersFile(securityHeaders(env, html)));
    },
    closeBundle: {
      // After vite-plugin-pwa has written the service worker and its maps.
      order: 'post',
      handler() {
        const target = join(root, SOURCE_MAP_DIR);
        rmSync(target, { recursive: true, force: true });
        for (const file of mapFiles(outDir)) {
          const moved = join(target, relative(outDir, file));
          mkdirSync(join(moved, '..'), { recursive: true });
          renameSync(file, moved);
        }
      },
    },
  };
}
