import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136 and later; other engines read a comment): every
 * function of a script that starts with it is compiled as the script streams in, on a background
 * thread, instead of on the main thread the first time it is called.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Starts the entry chunk with COMPILE_HINT: the frame and the home screen, most of which a cold
 * start calls in its first render. Without the hint V8 parses each of those functions twice (once
 * to find its end, again when it is first called), the second time on the main thread, inside the
 * render that puts the data on screen: at 4× CPU (bench:start) that was about half of the render.
 * The place screen's chunk showed no gain from it (its code arrives while the place is looked up).
 * Runs when the code is final (minified, its preload list written), and moves the source map down
 * the line the hint takes.
 */
export function compileHintsPlugin(): Plugin {
  return {
    name: 'skycache:compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          // The map is already written out as an asset beside the chunk: it moves down there.
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const parsed = JSON.parse(map.source) as { mappings: string };
            map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
          }
        }
      },
    },
  };
}
