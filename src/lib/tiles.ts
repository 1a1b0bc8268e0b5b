export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_TILE_ATTRIBUTION = '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/**
 * The requests a tile URL template produces, as one pattern: `{z}`, `{x}`, `{y}`, `{s}`, `{r}`
 * and any other placeholder stand for one path or host segment. The service worker uses it
 * to cache exactly the map's tiles.
 */
export function tileUrlPattern(template: string): RegExp {
  const escaped = template.replace(/[.*+?^$()|[\]\\/]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/\{[a-z]+\}/g, '[^/.?]*')}`);
}
