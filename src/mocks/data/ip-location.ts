import { isIP } from 'node:net';
import type { Place } from './places';

/**
 * Where a caller's address puts them. The mock has no geo-IP database, so a public
 * address is hashed onto one of the world's largest cities: stable for an address,
 * spread across the globe. Loopback and private addresses are "here": the configured place.
 */
export function isLocalAddress(ip: string): boolean {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (isIP(v4) === 4) {
    const [a = 0, b = 0] = v4.split('.').map(Number);
    return a === 127 || a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254);
  }
  const lower = ip.toLowerCase();
  return lower === '::1' || lower.startsWith('fc') || lower.startsWith('fd') || lower.startsWith('fe80');
}

export function placeForPublicAddress(ip: string, largestPlaces: readonly Place[]): Place | undefined {
  if (isIP(ip) === 0 || largestPlaces.length === 0) return undefined;
  let hash = 2166136261;
  for (let i = 0; i < ip.length; i++) hash = Math.imul(hash ^ ip.charCodeAt(i), 16777619);
  return largestPlaces[(hash >>> 0) % largestPlaces.length];
}
