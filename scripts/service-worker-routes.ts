import { API_PATH_PREFIX, DEFAULT_API_BASE_URL, DEFAULT_PLANTS_BASE_URL } from '../src/api/base-urls.ts';

/*
 * The service worker's routes for the app's two HTTP interfaces, built when the app is built
 * (Workbox copies them into sw.js). They follow VITE_API_BASE_URL and VITE_PLANTS_BASE_URL, so
 * no other origin's `/api/` is ever cached and no path is written in twice.
 */

export interface ApiBases {
  apiBaseUrl?: string | undefined;
  plantsBaseUrl?: string | undefined;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const isAbsolute = (base: string) => /^[a-z][a-z\d+.-]*:\/\//i.test(base);
const withoutSlash = (base: string) => base.replace(/\/$/, '');

function bases({ apiBaseUrl, plantsBaseUrl }: ApiBases): string[] {
  return [
    `${withoutSlash(apiBaseUrl || DEFAULT_API_BASE_URL)}${API_PATH_PREFIX}`,
    withoutSlash(plantsBaseUrl || DEFAULT_PLANTS_BASE_URL),
  ];
}

/**
 * Requests to either interface. Workbox takes a cross-origin match only when it starts at the
 * URL's first character, and a same-origin one wherever it starts: an absolute base is anchored
 * at the start, and a same-origin base at the `://` after the scheme, so it never matches
 * another origin.
 */
export function apiUrlPattern(config: ApiBases): RegExp {
  const alternatives = bases(config).map((base) =>
    isAbsolute(base) ? `^${escapeRegExp(base)}/` : `://[^/]+${escapeRegExp(base)}/`,
  );
  return new RegExp(alternatives.join('|'));
}

/** Same-origin paths a navigation must reach the network for, rather than get the app shell. */
export function apiNavigationDenylist(config: ApiBases): RegExp[] {
  return bases(config)
    .map((base) => (isAbsolute(base) ? new URL(base).pathname.replace(/\/$/, '') : base))
    .filter((path) => path !== '')
    .map((path) => new RegExp(`^${escapeRegExp(path)}/`));
}
