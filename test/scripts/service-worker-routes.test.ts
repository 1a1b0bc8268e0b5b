import { describe, expect, it } from 'vitest';
import { apiNavigationDenylist, apiUrlPattern, type ApiBases } from '../../scripts/service-worker-routes';

const APP_ORIGIN = 'https://skycache.example';

/** Workbox's rule for a RegExp route: any match on the app's origin, only a match at 0 elsewhere. */
function routed(config: ApiBases, href: string): boolean {
  const match = apiUrlPattern(config).exec(href);
  if (!match) return false;
  return new URL(href).origin === APP_ORIGIN || match.index === 0;
}

describe('service worker API route', () => {
  it('takes the same-origin weather API and plant store by default', () => {
    expect(routed({}, `${APP_ORIGIN}/api/py/weather?lat=1&lon=2`)).toBe(true);
    expect(routed({}, `${APP_ORIGIN}/sandbox/plants`)).toBe(true);
  });

  it('leaves /api/ on any other origin alone', () => {
    expect(routed({}, 'https://elsewhere.example/api/py/weather')).toBe(false);
    expect(routed({}, `${APP_ORIGIN}/place/zurich?from=/api/`)).toBe(false);
  });

  it('follows configured absolute bases, and only them', () => {
    const config = { apiBaseUrl: 'https://weather.example/v2', plantsBaseUrl: 'https://plants.example/' };
    expect(routed(config, 'https://weather.example/v2/api/search?q=zu')).toBe(true);
    expect(routed(config, 'https://plants.example/plants')).toBe(true);
    expect(routed(config, `${APP_ORIGIN}/api/search?q=zu`)).toBe(false);
    expect(routed(config, `${APP_ORIGIN}/sandbox/plants`)).toBe(false);
    expect(routed(config, 'https://weather.example/api/search')).toBe(false);
  });

  it('keeps navigations to the interfaces away from the app shell', () => {
    const denied = (config: ApiBases, path: string) => apiNavigationDenylist(config).some((pattern) => pattern.test(path));
    expect(denied({}, '/api/py/weather')).toBe(true);
    expect(denied({}, '/sandbox/plants')).toBe(true);
    expect(denied({}, '/place/zurich')).toBe(false);
    expect(denied({ plantsBaseUrl: '/store' }, '/sandbox/plants')).toBe(false);
    expect(denied({ plantsBaseUrl: '/store' }, '/store/plants')).toBe(true);
  });
});
