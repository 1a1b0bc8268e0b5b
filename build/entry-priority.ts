import type { Plugin } from 'vite';

const ENTRY_TAGS = /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g;

/**
 * Marks the entry script and the modules it preloads `fetchpriority="low"`. They are module
 * scripts, so they never held up the first paint: the shell in index.html paints without them.
 * At the default (High) priority two things went wrong:
 * - on a contended connection the app's code competed with the first data request (index.html's
 *   first script, a fetch at High), which a screen needs as much and which is far smaller;
 * - Lighthouse's simulation counts a High-priority script that finished downloading before the
 *   observed first paint as render-blocking, because it finds no evaluation of a module by its URL
 *   (GoogleChrome/lighthouse#17163). Whether the entry's download won that race decided whether
 *   home's simulated first paint was about 0.7 s or 1.2–1.5 s.
 * Lazy screens' code is not touched: it is asked for once the screen is wanted.
 */
export function markEntryLowPriority(html: string): string {
  const marked = html.replace(ENTRY_TAGS, '<$1 fetchpriority="low"');
  if (!/<script type="module" fetchpriority="low"[^>]* src=/.test(marked)) throw new Error('index.html: the entry script to mark was not found');
  return marked;
}

export function entryPriorityPlugin(): Plugin {
  return {
    name: 'skycache:entry-priority',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: markEntryLowPriority },
  };
}
