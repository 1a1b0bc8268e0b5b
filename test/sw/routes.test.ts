import { describe, expect, it } from 'vitest';
import { navigationDenylist, weatherApiRoute } from '../../src/sw/routes';
import { matchesRoute } from '../support/workbox-route';

const APP = 'https://skycache.example';

const routes = (pattern: ReturnType<typeof weatherApiRoute>, href: string) => matchesRoute(pattern, href, APP);

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
