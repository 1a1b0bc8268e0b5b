import type { Locator, Page } from 'playwright-core';
import { scrollDownTo } from './come-near';

/** The place screen's map card. */
export const mapCard = (page: Page): Locator => page.getByRole('region', { name: 'Map', exact: true });

/**
 * Scrolls down to the place screen's map card, as a person would (the map loads only when it
 * comes near), and resolves with the map once it is drawn.
 */
export async function scrollToMap(page: Page): Promise<Locator> {
  await mapCard(page).waitFor({ state: 'attached' });
  await scrollDownTo(page, '.place-map');
  await mapCard(page).scrollIntoViewIfNeeded();
  const map = mapCard(page).getByRole('application');
  await map.waitFor();
  return map;
}

export interface Point {
  lat: number;
  lon: number;
}

/** A place's position, as the API answers it. */
export async function apiLocation(baseUrl: string, slug: string): Promise<Point> {
  const response = await fetch(`${baseUrl}/api/py/locations?slug=${slug}`);
  return ((await response.json()) as { location: Point }).location;
}

/** Web Mercator pixel position at a zoom level, as Leaflet places points on the map. */
export function worldPixel({ lat, lon }: Point, zoom: number): { x: number; y: number } {
  const size = 256 * 2 ** zoom;
  const sin = Math.sin((lat * Math.PI) / 180);
  return { x: ((lon + 180) / 360) * size, y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size };
}
