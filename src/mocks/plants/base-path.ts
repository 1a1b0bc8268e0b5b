/** The path part of VITE_PLANTS_BASE_URL (default `/sandbox`), whatever origin it names. */
export function plantsBasePath(base = '/sandbox'): string {
  return new URL(base, 'http://localhost').pathname.replace(/\/$/, '');
}
