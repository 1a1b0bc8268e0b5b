import type { IndexHtmlTransformResult, Plugin } from 'vite';
import { inlineScript } from './inline-script.ts';

/**
 * Writes a small script into the head of the built index.html that starts the first screen's
 * request as the page starts (src/app/first-request.ts): the home card's, or a linked place's
 * lookup. The app's first fetch of that URL takes it over. A `<link rel="preload">` cannot do
 * this: it is the same for every address and every visitor, so it would ask for the home card on
 * a place's page, and for a person whose home card shows a remembered place. The CSP allows the
 * script by its hash (scripts/security-headers.ts).
 */
export function firstRequestScriptPlugin(): Plugin {
  let mode = 'production';
  return {
    name: 'skycache:first-request-script',
    apply: 'build',
    configResolved(config) {
      mode = config.mode;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html): Promise<IndexHtmlTransformResult> {
        // The same mode as the app's build, so the same VITE_API_BASE_URL.
        const script = await inlineScript(new URL('../src/app/first-request-script.ts', import.meta.url), 'skycacheFirstRequest', { mode });
        return { html, tags: [{ tag: 'script', children: script, injectTo: 'head' }] };
      },
    },
  };
}
