import { DEFAULT_PLANTS_BASE_URL, DEFAULT_WEATHER_BASE_URL } from './default-base-urls';

/**
 * Where the two HTTP interfaces live. Empty means "same origin as the app", which is how
 * `npm start` serves the mock API; set the variables at build time to point elsewhere.
 */
export const apiConfig = {
  weatherBaseUrl: import.meta.env.VITE_API_BASE_URL ?? DEFAULT_WEATHER_BASE_URL,
  plantsBaseUrl: import.meta.env.VITE_PLANTS_BASE_URL ?? DEFAULT_PLANTS_BASE_URL,
} as const;

/** Resolves a path against a base that may be absolute, origin-relative or empty. */
export function resolveApiUrl(base: string, path: string, query?: Record<string, string | number | undefined>): URL {
  const origin = globalThis.location?.origin ?? 'http://localhost';
  const url = new URL(`${base.replace(/\/$/, '')}${path}`, origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url;
}
