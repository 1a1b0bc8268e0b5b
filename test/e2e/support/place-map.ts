import type { Locator, Page } from 'playwright-core';

/** The place screen's map card. */
export const mapCard = (page: Page): Locator => page.getByRole('region', { name: 'Map', exact: true });

/**
 * Scrolls the place screen's map card into view, as a person would (the map loads only when it
 * comes near), and resolves with the map once it is drawn.
 */
export async function scrollToMap(page: Page): Promise<Locator> {
  await mapCard(page).scrollIntoViewIfNeeded();
  const map = mapCard(page).getByRole('application');
  await map.waitFor();
  return map;
}
