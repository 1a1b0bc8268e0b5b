import { afterEach, describe, expect, it } from 'vitest';
import { opensPlaceScreen, preloadScreenCode } from '../../src/app/screen-code';

afterEach(() => {
  for (const link of document.head.querySelectorAll('link')) link.remove();
});

describe('a place screen’s code, asked for as the page starts', () => {
  it('is asked for on a linked place or point, and on no other screen', () => {
    expect(opensPlaceScreen('/place/zurich')).toBe(true);
    expect(opensPlaceScreen('/at/47.3769,8.5417')).toBe(true);
    expect(opensPlaceScreen('/at/not-a-point')).toBe(false);
    expect(opensPlaceScreen('/')).toBe(false);
    expect(opensPlaceScreen('/settings')).toBe(false);
  });

  it('is asked for with the links Vite’s own preloading would add, so nothing is asked twice', () => {
    preloadScreenCode({ scripts: ['/assets/place-screen.js'], styles: ['/assets/place-screen.css'] });
    const links = [...document.head.querySelectorAll('link')].map((link) => ({
      rel: link.rel,
      as: link.getAttribute('as'),
      href: link.getAttribute('href'),
      crossOrigin: link.getAttribute('crossorigin'),
    }));
    expect(links).toEqual([
      { rel: 'modulepreload', as: null, href: '/assets/place-screen.js', crossOrigin: '' },
      { rel: 'preload', as: 'style', href: '/assets/place-screen.css', crossOrigin: '' },
    ]);
  });
});
