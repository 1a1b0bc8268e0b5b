export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
/** OpenStreetMap's credit link; the words around it ("© … contributors") are the map's, in the person's language. */
export const DEFAULT_TILE_CREDIT_LINK = '<a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

/** One pattern for every request a tile URL template makes (each placeholder is one segment): the worker caches these. */
export function tileUrlPattern(template: string): RegExp {
  const escaped = template.replace(/[.*+?^$()|[\]\\/]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/\{[a-z]+\}/g, '[^/.?]*')}`);
}
