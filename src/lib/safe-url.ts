/** Schemes a link from the API may use: the web's, and plain http for local development. */
const FOLLOWABLE_SCHEMES = new Set(['https:', 'http:']);

/**
 * The URL if a person can safely follow it, else undefined: a `javascript:`, `data:` or
 * other scheme from a server (or a damaged cache) must never become a link.
 */
export function followableUrl(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return FOLLOWABLE_SCHEMES.has(parsed.protocol) ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}
