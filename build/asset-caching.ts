import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** Where a build writes files named by their content's hash (Vite's `assetsDir`): new content gets a new name. */
export const HASHED_FILES = '/assets/';
/** A file in that folder of any build served, the app's or `bench:start`'s baseline's under its base. */
const HASHED_FILE = new RegExp(`${HASHED_FILES}[^/]+$`);

/** Such a file never changes under its name, so a browser keeps it a year without asking again. */
export const HASHED_FILE_CACHING = 'public, max-age=31536000, immutable';

/**
 * `vite preview` (`npm start`) sends HASHED_FILE_CACHING with every hashed file it has; everything
 * else, index.html and the service worker among them, keeps preview's `no-cache`. A missing file's
 * 404 is never kept: after a release it may exist.
 */
export function assetCachingPlugin(): Plugin {
  return {
    name: 'skycache:asset-caching',
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((request, response, next) => {
        const path = new URL(request.url ?? '/', 'http://localhost').pathname;
        if (HASHED_FILE.test(path) && existsSync(join(outDir, decodeURIComponent(path)))) {
          // The static handler keeps a header already set in place of its own.
          response.setHeader('Cache-Control', HASHED_FILE_CACHING);
        }
        next();
      });
    },
  };
}
