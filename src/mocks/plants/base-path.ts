import { DEFAULT_PLANTS_BASE_URL } from '../../api/default-base-urls';

/** The path part of VITE_PLANTS_BASE_URL (default `/sandbox`), whatever origin it names. */
export function plantsBasePath(base = DEFAULT_PLANTS_BASE_URL): string {
  return new URL(base, 'http://localhost').pathname.replace(/\/$/, '');
}
