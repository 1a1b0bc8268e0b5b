import type { RouteMatchCallback } from 'workbox-core';

/** The lazily loaded map chunk (Leaflet and its CSS): not precached, so the home screen never downloads it. */
export const MAP_CHUNK = /\/assets\/leaflet-map-[\w-]+\.(?:js|css)$/;

const isAbsolute = (url: string) => /^https?:\/\//i.test(url);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** A path under a same-origin base ("", "/weather"), as the browser resolves it. */
function sameOriginPath(base: string, path = '/'): string {
  return new URL(`${base.replace(/\/$/, '')}${path}`, 'http://app.invalid').pathname;
}

/** Matches the weather API only: an absolute base from the URL's start (Workbox's cross-origin rule), else same-origin. */
export function weatherApiRoute(base: string): RegExp | RouteMatchCallback {
  if (isAbsolute(base)) return new RegExp(`^${escapeRegExp(`${base.replace(/\/$/, '')}/api/`)}`);
  const prefix = sameOriginPath(base, '/api/');
  return ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith(prefix);
}

/** Same-origin paths the app shell must never answer for a navigation (the API's, the plant store's). */
export function navigationDenylist(weatherBase: string, plantsBase: string): RegExp[] {
  const paths = [
    ...(isAbsolute(weatherBase) ? [] : [sameOriginPath(weatherBase, '/api/')]),
    ...(isAbsolute(plantsBase) ? [] : [`${sameOriginPath(plantsBase).replace(/\/$/, '')}/`]),
  ];
  return paths.map((path) => new RegExp(`^${escapeRegExp(path)}`));
}
