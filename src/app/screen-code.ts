import { linkedPlaceSlug, linkedPoint } from '../lib/place';

/** A lazy screen's files beyond the entry's (build/first-request-script.ts writes the place screen's). */
export interface ScreenCode {
  scripts: readonly string[];
  styles: readonly string[];
}

/** Whether the screen at `path` is a place's: a linked catalog place or a valid point. */
export function opensPlaceScreen(path: string): boolean {
  return linkedPlaceSlug(path) !== undefined || linkedPoint(path) !== undefined;
}

/** Preloads a screen's code beside the entry, with the links Vite's own preloading would add, so nothing loads twice. */
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
