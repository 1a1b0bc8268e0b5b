import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { navigationDenylist, pwaOptions, replayMarker, weatherApiRoute } from '../pwa.config';
import { REPLAYED_HEADER } from '../src/api/replayed-header';

const APP = 'https://skycache.example';

/**
 * Whether the service worker would route `href` with `pattern`, as Workbox decides it in sw.js:
 * a function is re-read from its source text (generateSW writes it so, losing any closure); a
 * regular expression counts for another origin only when it matches from the URL's start.
 */
function routes(pattern: ReturnType<typeof weatherApiRoute>, href: string): boolean {
  const url = new URL(href);
  const sameOrigin = url.origin === APP;
  if (pattern instanceof RegExp) {
    const match = pattern.exec(href);
    return match !== null && (sameOrigin || match.index === 0);
  }
  if (typeof pattern !== 'function') throw new Error('unexpected pattern');
  const rebuilt = new Function(`return (${pattern.toString()})`)() as (options: { url: URL; sameOrigin: boolean }) => boolean;
  return rebuilt({ url, sameOrigin });
}

describe('service worker API route', () => {
  it('caches the same-origin API only, not an /api/ path on another origin', () => {
    const route = weatherApiRoute('');
    expect(routes(route, `${APP}/api/py/search?q=Paris`)).toBe(true);
    expect(routes(route, 'https://elsewhere.example/api/py/search?q=Paris')).toBe(false);
    expect(routes(route, `${APP}/sandbox/api/plants`)).toBe(false);
    expect(routes(route, `${APP}/place/paris?next=/api/`)).toBe(false);
  });

  it('follows a same-origin base path', () => {
    const route = weatherApiRoute('/weather/');
    expect(routes(route, `${APP}/weather/api/py/search?q=Oslo`)).toBe(true);
    expect(routes(route, `${APP}/api/py/search?q=Oslo`)).toBe(false);
  });

  it('caches a configured API origin and no other', () => {
    const route = weatherApiRoute('https://api.weather.example/v2');
    expect(routes(route, 'https://api.weather.example/v2/api/py/search?q=Lima')).toBe(true);
    expect(routes(route, `${APP}/api/py/search?q=Lima`)).toBe(false);
    expect(routes(route, 'https://api.weather.example.evil.example/v2/api/py/search')).toBe(false);
    expect(routes(route, 'https://evil.example/?https://api.weather.example/v2/api/')).toBe(false);
  });
});

describe('navigation fallback', () => {
  it('never answers same-origin API or plant-store navigations with the app shell', () => {
    const denied = (path: string, weather: string, plants: string) => navigationDenylist(weather, plants).some((pattern) => pattern.test(path));
    expect(denied('/api/py/search', '', '/sandbox')).toBe(true);
    expect(denied('/sandbox/api/plants', '', '/sandbox')).toBe(true);
    expect(denied('/store/api/plants', '', '/store/')).toBe(true);
    expect(denied('/sandbox/api/plants', '', '/store')).toBe(false);
    expect(denied('/place/paris', '', '/sandbox')).toBe(false);
    expect(denied('/api/py/search', 'https://api.weather.example', 'https://plants.example')).toBe(false);
  });
});

describe('pwa options', () => {
  it('route the configured API and the tile server', () => {
    const patterns = pwaOptions({ VITE_API_BASE_URL: 'https://api.weather.example' }).workbox?.runtimeCaching?.map((entry) => entry.urlPattern);
    expect(patterns?.[0]).toEqual(/^https:\/\/api\.weather\.example\/api\//);
    expect(patterns?.some((pattern) => pattern instanceof RegExp && pattern.test('https://tile.openstreetmap.org/3/4/2.png'))).toBe(true);
  });
});

describe('the web app manifest', () => {
  it('paints the splash screen in the light page background, and brands it with the header blue', async () => {
    const styles = await readFile(new URL('../src/app/base.css', import.meta.url), 'utf8');
    const lightBackground = /--bg:\s*(#[0-9a-f]{6})/i.exec(styles)?.[1];
    const manifest = pwaOptions({}).manifest;
    expect(manifest && manifest.background_color).toBe(lightBackground);
    expect(manifest && manifest.theme_color).toBe('#0b5cad');
  });
});

describe('replayed answers', () => {
  /** The plugin's hook as sw.js runs it: re-read from its source text, like generateSW writes it. */
  function markAsSw(): (options: { cachedResponse: Response | undefined }) => Promise<Response | undefined> {
    const hook = replayMarker().cachedResponseWillBeUsed;
    if (typeof hook !== 'function') throw new Error('no cachedResponseWillBeUsed');
    return new Function(`return (${hook.toString()})`)() as never;
  }

  it('marks a copy served from the cache, keeping its body, status and the service\'s Date', async () => {
    const date = 'Sun, 22 Nov 2026 06:00:00 GMT';
    const cached = new Response('{"ok":true}', { status: 200, headers: { Date: date, 'Content-Type': 'application/json', 'X-Weather-Provider': 'tomorrow' } });
    const replayed = await markAsSw()({ cachedResponse: cached });
    expect(replayed?.headers.get(REPLAYED_HEADER)).toBe('1');
    expect(replayed?.headers.get('Date')).toBe(date);
    expect(replayed?.status).toBe(200);
    expect(await replayed?.json()).toEqual({ ok: true });
    // A cross-origin page may read every header the copy carries, the mark included.
    const exposed = replayed?.headers.get('Access-Control-Expose-Headers')?.toLowerCase().split(', ');
    expect(exposed).toEqual(expect.arrayContaining(['date', 'x-weather-provider', REPLAYED_HEADER.toLowerCase()]));
  });

  it('leaves a cache miss a miss', async () => {
    expect(await markAsSw()({ cachedResponse: undefined })).toBeUndefined();
  });

  it('runs on the API route after its expiration check', () => {
    const api = pwaOptions({}).workbox?.runtimeCaching?.[0];
    expect(api?.handler).toBe('NetworkFirst');
    expect(Object.keys(api?.options ?? {}).at(-1)).toBe('plugins');
  });
});
