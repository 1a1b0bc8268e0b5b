import { DEFAULT_PLANTS_BASE_URL } from '../../api/base-urls.ts';

/** The path part of VITE_PLANTS_BASE_URL, whatever origin it names. */
export function plantsBasePath(base = DEFAULT_PLANTS_BASE_URL): string {
  return new URL(base, 'http://localhost').pathname.replace(/\/$/, '');
}
