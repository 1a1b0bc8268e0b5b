import type { Plugin, Rolldown } from 'vite';

/**
 * Writes the entry's stylesheet into index.html as a `<style>` element instead of linking it: the
 * first paint (the shell index.html draws before any script) then waits for no request beyond the
 * page itself. It is the one stylesheet every screen needs, about 4 KB compressed; each lazy
 * screen's own CSS still comes with its code. The CSP allows it by its hash
 * (build/security-headers.ts), so no other inline style is allowed.
 *
 * The stylesheet is taken off the entry chunk's list of CSS before Vite writes the page and the
 * lazy chunks: the page then gets no `<link>` to it, and a lazy chunk that imports the entry's code
 * does not load it again when it loads (which would also put its rules after the lazy screens').
 */
export function inlineEntryCssPlugin(): Plugin {
  const entryCss: string[] = [];
  return {
    name: 'skycache:inline-entry-css',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        entryCss.length = 0;
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !chunk.isEntry || !chunk.viteMetadata) continue;
          entryCss.push(...chunk.viteMetadata.importedCss);
          chunk.viteMetadata.importedCss.clear();
        }
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const css = entryCss
          .map((fileName) => {
            const asset = bundle[fileName] as Rolldown.OutputAsset | undefined;
            if (asset?.type !== 'asset') throw new Error(`${fileName}: the entry's stylesheet is missing from the build`);
            delete bundle[fileName];
            return typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
          })
          .join('');
        // Inside <style> a closing tag would end the element, and a relative url() would be read from the page's path.
        if (/<\/style/i.test(css) || /url\(\s*['"]?\.\.?\//.test(css)) throw new Error("The entry's stylesheet cannot be inlined as it is");
        return css ? { html, tags: [{ tag: 'style', children: css, injectTo: 'head' }] } : html;
      },
    },
  };
}
