/**
 * Resolves a path against a base that may be absolute, origin-relative or empty. Free of
 * `import.meta.env`, so any build and script resolves the same URLs as the app.
 */
export function resolveApiUrl(
  base: string,
  path: string,
  query?: Record<string, string | number | undefined>,
  origin = globalThis.location?.origin ?? 'http://localhost',
): URL {
  const url = new URL(`${base.replace(/\/$/, '')}${path}`, origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url;
}
