import { linkedPlaceSlug, linkedPoint } from '../lib/place';

/**
 * The files a lazily loaded screen needs beyond what the entry loads, as the build named them
 * (scripts/first-request-script.ts writes the place screen's into index.html's script).
 */
export interface ScreenCode {
  scripts: readonly string[];
  styles: readonly string[];
}

/** Whether the screen at `path` is a place's: a linked catalog place or a valid point. */
export function opensPlaceScreen(path: string): boolean {
  return linkedPlaceSlug(path) !== undefined || linkedPoint(path) !== undefined;
}

/**
 * Asks for a screen's code as the page starts, in parallel with the entry, instead of once the
 * entry has run and imports it: one round trip less before a shared link to a place draws. The
 * links are the ones Vite's own preloading would add then (a module preload, a style preload for
 * its stylesheet), so it finds them and asks nothing twice.
 */
export function preloadScreenCode({ scripts, styles }: ScreenCode, doc: Document = document): void {
  const add = (rel: 'modulepreload' | 'preload', href: string, as?: 'style') => {
    const link = doc.createElement('link');
    link.rel = rel;
    link.href = href;
    if (as) link.setAttribute('as', as);
    // As Vite's preload helper marks its links (CORS, same-origin credentials), so the requests match.
    link.crossOrigin = '';
    doc.head.append(link);
  };
  for (const href of scripts) add('modulepreload', href);
  for (const href of styles) add('preload', href, 'style');
}
