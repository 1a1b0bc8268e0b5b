import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { openSession, serveLocalTiles, type Session } from './support/browser';
import { baseUrl } from './support/mock-control';

/** Every kind of screen, each with what shows it has finished loading. */
const SCREENS = [
  { path: '/', ready: 'Refresh' },
  { path: '/place/zurich', ready: 'Refresh' },
  { path: '/at/47.3700,8.5400', ready: 'Refresh' },
  { path: '/place/nowhere-at-all-xyz', ready: 'Search for a place' },
  { path: '/settings', ready: 'Search for a place' },
  { path: '/plants', ready: 'Create plant' },
  { path: '/about', ready: 'Search for a place' },
];

let session: Session | undefined;
afterEach(async () => {
  await session?.close();
  session = undefined;
});

describe('accessibility', () => {
  it('every screen passes axe-core on a phone, in the light and the dark colour scheme', async () => {
    session = await openSession({ viewport: { width: 360, height: 740 } });
    const { page, context } = session;
    await serveLocalTiles(context);
    for (const { path, ready } of SCREENS) {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(`${baseUrl()}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.getByText(ready).or(page.getByRole('button', { name: ready })).or(page.getByRole('combobox', { name: ready })).first().waitFor();
      expect(await axeViolations(page), `${path} (light)`).toEqual([]);
      await page.emulateMedia({ colorScheme: 'dark' });
      expect(await axeViolations(page), `${path} (dark)`).toEqual([]);
    }
  });
});
