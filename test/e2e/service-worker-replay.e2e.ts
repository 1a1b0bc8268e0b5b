import { afterAll, describe, expect, it } from 'vitest';
import { weatherEndpoint } from '../../src/api/endpoints/weather';
import { REPLAYED_HEADER } from '../../src/api/replayed-header';
import { UNREACHABLE_RETRY_MS } from '../../src/app/query-client';
import { API_CACHE_NAME } from '../../src/offline/cache-names';
import { openSession, waitForServiceWorker, type Session } from './support/browser';
import { resetMockFaults, setMockFaults } from './support/mock-control';
import { baseUrl } from './support/worker-server';

let session: Session | undefined;
afterAll(async () => {
  await resetMockFaults();
  await session?.close();
});

describe('a copy the service worker replays while the service stalls', () => {
  it('is shown with its age, says the service cannot be reached, and is asked for again until the service answers', async () => {
    session = await openSession();
    const { page } = session;
    await page.clock.install();
    await page.goto(`${baseUrl()}/`);
    await waitForServiceWorker(page);
    // Not the home card's place: its forecast came before the service worker (installed once the
    // first screen is drawn) controlled the page, and only an answer passed on through it is kept.
    await page.goto(`${baseUrl()}/place/paris`);
    await page.getByRole('region', { name: 'Current conditions', exact: true }).waitFor();
    // The service worker's cache holds the forecast it passed on.
    const cached = () =>
      page.evaluate(
        async ([cacheName, path]) => (await (await caches.open(cacheName)).keys()).some((request) => new URL(request.url).pathname === path),
        [API_CACHE_NAME, weatherEndpoint.path] as const,
      );
    await expect.poll(cached, { timeout: 15_000 }).toBe(true);

    // The service stops answering; the service worker gives up on it after 4 s and replays its copy.
    await setMockFaults({ latencyMs: 60_000 });
    // Fresh, the screen's answers say their age once, with one Refresh, under the place's name; a
    // refresh that fails is said, with the forecast's age, in the forecast's first card.
    const top = page.locator('.screen-age');
    const footer = page.getByRole('region', { name: 'Current conditions', exact: true }).locator('.refresh-status');
    const replayed = page.waitForResponse(
      (response) => new URL(response.url()).pathname === weatherEndpoint.path && response.fromServiceWorker() && response.headers()[REPLAYED_HEADER.toLowerCase()] === '1',
    );
    await top.getByRole('button', { name: 'Refresh' }).click();
    await replayed;
    const alert = footer.getByRole('alert');
    await alert.filter({ hasText: "Can't reach the weather service" }).waitFor({ timeout: 15_000 });
    expect(await footer.locator('.data-age').textContent()).toMatch(/^Updated (just now|\d+ min ago)/);
    expect(await page.getByRole('region', { name: 'Current conditions', exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('You are offline').count()).toBe(0);

    // Without a click, it asks again after a pause (the time passes at once); once the service
    // answers, the message goes.
    await resetMockFaults();
    await page.clock.runFor(UNREACHABLE_RETRY_MS);
    await alert.waitFor({ state: 'detached' });
    await expect.poll(() => top.getByRole('button', { name: 'Refresh' }).isEnabled()).toBe(true);
  });
});
