import type { IndexHtmlTransformResult, Plugin, Rolldown } from 'vite';
import type { ScreenCode } from '../src/app/screen-code.ts';
import { inlineScript } from './inline-script.ts';
import { ENGLISH_SCREEN_WORDS } from './vite-plugin-catalogues.ts';

/** The place screen's own module (src/app/routes/place/load-place-screen.ts imports it). */
const PLACE_SCREEN_MODULE = '/src/app/routes/place/place-screen.tsx';
/** The place routes, which look the place up (src/app/routes/place/lazy-place-routes.tsx imports them). */
const PLACE_ROUTES_MODULE = '/src/app/routes/place/place.tsx';

type Bundle = Record<string, Rolldown.OutputAsset | Rolldown.OutputChunk>;

/** Whether `chunk` holds the module whose path ends with `module` (grouped with others or alone). */
const holds = (chunk: Rolldown.OutputChunk, module: string) => chunk.moduleIds.some((id) => id.endsWith(module));

/** `from` and every chunk it imports statically, transitively. */
function staticClosure(bundle: Bundle, from: string, into = new Set<string>()): Set<string> {
  const chunk = bundle[from];
  if (into.has(from) || chunk?.type !== 'chunk') return into;
  into.add(from);
  for (const name of chunk.imports) staticClosure(bundle, name, into);
  return into;
}

/**
 * The place screen's chunks, with its routes' and English's screen words where they have chunks of
 * their own, and their stylesheets, less what the entry loads itself, as URLs under `base`.
 */
export function placeScreenCode(bundle: Bundle, entry: string, base: string): ScreenCode {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  const screen = chunks.find((chunk) => holds(chunk, PLACE_SCREEN_MODULE));
  if (!screen) throw new Error(`No chunk for ${PLACE_SCREEN_MODULE}: the place screen's code can no longer be preloaded`);
  const loaded = staticClosure(bundle, entry);
  const code = new Set<string>();
  const routes = chunks.find((chunk) => holds(chunk, PLACE_ROUTES_MODULE));
  const words = chunks.find((chunk) => chunk.facadeModuleId === ENGLISH_SCREEN_WORDS);
  for (const chunk of [routes, screen, words]) if (chunk) staticClosure(bundle, chunk.fileName, code);
  const scripts = [...code].filter((name) => !loaded.has(name));
  const styles = scripts.flatMap((name) => {
    const chunk = bundle[name];
    return chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
  });
  return { scripts: scripts.map((name) => base + name), styles: styles.map((name) => base + name) };
}

/** The line the build prints for a place's files; fails the build when they are more than `budget`. */
export function checkPlaceScreenFiles({ scripts, styles }: ScreenCode, budget: number): string {
  const line = `Place-screen files beyond the entry: ${scripts.length} scripts, ${styles.length} stylesheets (budget ${budget})`;
  if (scripts.length + styles.length > budget) throw new Error(`${line}: over budget; group them (build/chunk-groups.ts)`);
  return line;
}

/**
 * Writes a small script into the head of the built index.html that starts the first screen's
 * request as the page starts (src/app/first-request.ts): the home card's, or a linked place's
 * lookup and forecast. The app's first fetch of that URL takes it over. A `<link rel="preload">`
 * cannot do this: it is the same for every address and every visitor, so it would ask for the
 * home card on a place's page, and for a person whose home card shows a remembered place. On a
 * place's address it also asks for the place screen's code (src/app/screen-code.ts), whose file
 * names it carries. The CSP allows the script by its hash (build/security-headers.ts).
 */
export function firstRequestScriptPlugin({ placeScreenFiles }: { placeScreenFiles: number }): Plugin {
  let mode = 'production';
  let base = '/';
  return {
    name: 'skycache:first-request-script',
    apply: 'build',
    configResolved(config) {
      mode = config.mode;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, { bundle, chunk }): Promise<IndexHtmlTransformResult> {
        if (!bundle || !chunk) throw new Error('index.html is transformed without its bundle');
        const code = placeScreenCode(bundle, chunk.fileName, base);
        console.log(checkPlaceScreenFiles(code, placeScreenFiles));
        // The same mode as the app's build, so the same VITE_API_BASE_URL.
        const script = await inlineScript(new URL('../src/app/first-request-script.ts', import.meta.url), 'skycacheFirstRequest', {
          mode,
          define: { PLACE_SCREEN_CODE: JSON.stringify(code) },
        });
        return { html, tags: [{ tag: 'script', children: script, injectTo: 'head' }] };
      },
    },
  };
}
