import type { Plugin } from 'vite';
import { resolveApiUrl } from '../src/api/api-url.ts';

/**
 * Starts the home card's request with the page: a `<link rel="preload" as="fetch" crossorigin>`
 * the browser follows while the JavaScript still downloads. The app's own `fetch` of the same
 * URL (same CORS mode and credentials, no extra headers: src/api/client.ts) takes that answer
 * instead of asking again.
 */
export function dataPreloadPlugin({ apiBaseUrl, paths }: { apiBaseUrl: string; paths: readonly string[] }): Plugin {
  return {
    name: 'skycache:data-preload',
    transformIndexHtml() {
      return paths.map((path) => {
        const url = resolveApiUrl(apiBaseUrl, path, {}, 'http://same-origin.invalid');
        const href = url.origin === 'http://same-origin.invalid' ? `${url.pathname}${url.search}` : url.href;
        return { tag: 'link', attrs: { rel: 'preload', as: 'fetch', crossorigin: 'anonymous', href }, injectTo: 'head-prepend' as const };
      });
    },
  };
}
