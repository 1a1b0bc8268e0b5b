import { describe, expect, it } from 'vitest';
import { markEntryLowPriority } from '../../build/entry-priority';

// The head as Vite writes it, with the inline scripts and the links the app adds itself.
const head = [
  '<script type="module" crossorigin src="/assets/index-Cr74mamP.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-XKyaHtl9.js">',
  '<script>(function(){fetch(`/api/embed/current`)})()</script>',
  '<link rel="manifest" href="/manifest.webmanifest">',
].join('\n');

describe('the entry script priority', () => {
  it('asks for the entry and the modules it preloads at low priority, and nothing else', () => {
    expect(markEntryLowPriority(head).split('\n')).toEqual([
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-Cr74mamP.js"></script>',
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/rolldown-runtime-XKyaHtl9.js">',
      '<script>(function(){fetch(`/api/embed/current`)})()</script>',
      '<link rel="manifest" href="/manifest.webmanifest">',
    ]);
  });

  it('marks a page once, however often it is transformed', () => {
    expect(markEntryLowPriority(markEntryLowPriority(head))).toBe(markEntryLowPriority(head));
  });

  it('fails the build when the page has no entry script to mark', () => {
    expect(() => markEntryLowPriority('<script>inline()</script>')).toThrow(/entry script/);
  });
});
