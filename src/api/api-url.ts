/** Resolves a path against an absolute, origin-relative or empty base; free of `import.meta.env` for scripts. */
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
