import type { RouteMatchCallback } from 'workbox-core';

/**
 * Whether Workbox would route a GET of `href` with `match`, seen from a page on `appOrigin`:
 * a regular expression counts for another origin only when it matches from the URL's start.
 */
export function matchesRoute(match: RegExp | RouteMatchCallback, href: string, appOrigin: string): boolean {
  const url = new URL(href);
  const sameOrigin = url.origin === appOrigin;
  if (match instanceof RegExp) {
    const found = match.exec(href);
    return found !== null && (sameOrigin || found.index === 0);
  }
  return Boolean(match({ url, sameOrigin, request: new Request(href), event: new Event('fetch') as never }));
}
