/** Schemes a link from the API may use: the web's, and plain http for local development. */
const FOLLOWABLE_SCHEMES = new Set(['https:', 'http:']);

/** The URL if a person can safely follow it: a `javascript:` or `data:` URL from a server must never become a link. */
export function followableUrl(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return FOLLOWABLE_SCHEMES.has(parsed.protocol) ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}
