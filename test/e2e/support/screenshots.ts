import type { Page } from 'playwright-core';

/** Kept as test artifacts (git-ignored) so a change of layout can be looked at. */
export const SCREENSHOTS = 'test-results/screenshots';

/** The page as it stands, in the light and the dark colour scheme: `<name>-light.png`, `<name>-dark.png`. */
export async function screenshots(page: Page, name: string): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.screenshot({ path: `${SCREENSHOTS}/${name}-${colorScheme}.png` });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}
