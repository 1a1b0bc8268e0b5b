export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
/** OpenStreetMap's credit link; the words around it ("© … contributors") are the map's, in the person's language. */
export const DEFAULT_TILE_CREDIT_LINK = '<a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

/**
 * The requests a tile URL template produces, as one pattern: `{z}`, `{x}`, `{y}`, `{s}`, `{r}`
 * and any other placeholder stand for one path or host segment. The service worker uses it
 * to cache exactly the map's tiles.
 */
export function tileUrlPattern(template: string): RegExp {
  const escaped = template.replace(/[.*+?^$()|[\]\\/]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/\{[a-z]+\}/g, '[^/.?]*')}`);
}
