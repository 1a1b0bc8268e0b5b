import { describe, expect, it } from 'vitest';
import { engineFromEnvironment } from './support/engine';
import { engineSession } from './support/engine-session';
import { clickRole, hasText, waitForServiceWorker, waitForText, waitUntil } from './support/page-actions';

const engine = engineFromEnvironment();
const session = engineSession({ viewport: { width: 1100, height: 900 } });

describe(`a new version in ${engine}`, () => {
  it('is offered as "New version available", and Reload brings it in', async () => {
    const { page, server } = session;
    await page.goto(server.baseUrl);
    await waitForServiceWorker(page);

    await server.publishNewVersion();
    await server.stop();
    await server.start();
    await page.reload(); // a navigation is when the browser looks for a new service worker
    await waitForText(page, 'New version available', 30_000);

    // The old page stays on screen, toast and all, between the new worker taking control and the
    // reload that follows: a mark on the old page's window tells the two apart.
    await page.evaluate(() => void Object.assign(window, { oldPage: true }));
    await clickRole(page, 'button', 'Reload');
    await waitUntil(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return !('oldPage' in window) && registration?.waiting === null && navigator.serviceWorker.controller !== null;
        }),
      'the page to reload under the new version',
    );
    await waitForText(page, 'Approximate location from your network');
    expect(await hasText(page, 'New version available')).toBe(false);
    expect(await page.errors()).toEqual([]);
  });
});
