import { createHash } from 'node:crypto';
import { DEFAULT_TILE_URL } from '../src/lib/tiles.ts';
import { HASHED_FILE_CACHING, HASHED_FILES } from './asset-caching.ts';

/** The settings that decide which other origins the app may talk to (README, Configuration). */
export interface OriginSettings {
  VITE_API_BASE_URL?: string;
  VITE_PLANTS_BASE_URL?: string;
  VITE_TILE_URL?: string;
}

/** The origin of an absolute URL; a same-origin base ("", "/sandbox") adds none. */
function originOf(url: string | undefined): string | undefined {
  if (!url || !/^https?:\/\//i.test(url)) return undefined;
  return new URL(url).origin;
}

/**
 * The tile server as a CSP source. A `{s}` subdomain placeholder becomes a leading `*.`;
 * a placeholder anywhere else in the host leaves only the scheme to go on.
 */
function tileSource(template: string): string {
  const match = /^(https?:)\/\/([^/]+)/i.exec(template);
  if (!match) return '';
  const [, scheme, host = ''] = match;
  if (!host.includes('{')) return `${scheme}//${host}`;
  const labels = host.split('.');
  const wildcardOnlyFirst = labels.slice(1).every((label) => !label.includes('{'));
  return wildcardOnlyFirst && /^\{[a-z]+\}$/.test(labels[0] ?? '') ? `${scheme}//*.${labels.slice(1).join('.')}` : `${scheme}`;
}

/** The CSP source of each attribute-less `<tag>` element in a page: its content's SHA-256, as browsers compute it. */
function inlineSources(html: string, tag: 'style' | 'script'): string[] {
  return [...html.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map(
    ([, content = '']) => `'sha256-${createHash('sha256').update(content).digest('base64')}'`,
  );
}

/** The page's inlined stylesheet (build/inline-entry-css.ts). */
export const inlineStyleSources = (html: string) => inlineSources(html, 'style');

/** The page's inline shell script (build/shell-words.ts); a script with `src` is not inline. */
export const inlineScriptSources = (html: string) => inlineSources(html, 'script');

/**
 * Headers every page and asset of the production build is served with: a Content-Security-
 * Policy that allows scripts from the app and the built index.html's own shell script (no other
 * inline script, no eval), styles from the app and the page's own inlined stylesheet (both by
 * their hash, from `builtHtml`), connections
 * and images only to the app, the configured API and plant-store origins and the tile server.
 */
export function securityHeaders(env: OriginSettings, builtHtml = ''): Record<string, string> {
  const tiles = tileSource(env.VITE_TILE_URL || DEFAULT_TILE_URL);
  const apis = [originOf(env.VITE_API_BASE_URL), originOf(env.VITE_PLANTS_BASE_URL)].filter((origin) => origin !== undefined);
  const connect = ["'self'", ...new Set(apis), tiles].filter(Boolean).join(' ');
  const policy = [
    "default-src 'self'",
    ["script-src 'self'", ...inlineScriptSources(builtHtml)].join(' '),
    // Leaflet and React set element styles through the CSSOM, which style-src does not govern.
    ["style-src 'self'", ...inlineStyleSources(builtHtml)].join(' '),
    `img-src 'self' data: ${tiles}`.trim(),
    // The service worker fetches API answers and tiles itself.
    `connect-src ${connect}`,
    "font-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': policy,
    'X-Content-Type-Options': 'nosniff',
    // Cross-origin requests carry the origin only: the tile server's usage policy asks for a Referer.
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'geolocation=(self), camera=(), microphone=(), payment=(), usb=()',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/**
 * The same headers as a Netlify/Cloudflare Pages `_headers` file, for static hosts, and the hashed
 * files' caching (build/asset-caching.ts); such hosts add up every block whose path matches.
 */
export function headersFile(headers: Record<string, string>): string {
  const block = (path: string, lines: Record<string, string>) =>
    `${path}\n${Object.entries(lines)
      .map(([name, value]) => `  ${name}: ${value}`)
      .join('\n')}\n`;
  return `${block('/*', headers)}${block(`${HASHED_FILES}*`, { 'Cache-Control': HASHED_FILE_CACHING })}`;
}
