import { fileURLToPath } from 'node:url';
import { build, type IndexHtmlTransformResult, type Plugin, type Rolldown } from 'vite';

/** src/app/first-request-script.ts as one small classic script, with the build's API base URL. */
async function firstRequestScript(mode: string): Promise<string> {
  const output = (await build({
    configFile: false,
    // The same mode, so the same .env files and VITE_API_BASE_URL as the app's build.
    mode,
    logLevel: 'silent',
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      lib: { entry: fileURLToPath(new URL('../src/app/first-request-script.ts', import.meta.url)), formats: ['iife'], name: 'skycacheFirstRequest' },
    },
  })) as Rolldown.RolldownOutput[];
  const code = output[0]?.output[0].code;
  if (!code || /<\/script/i.test(code)) throw new Error('The first-request script cannot be inlined');
  return code.trim();
}

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
        return { html, tags: [{ tag: 'script', children: await firstRequestScript(mode), injectTo: 'head' }] };
      },
    },
  };
}
