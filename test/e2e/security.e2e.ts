import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { openSession, serveLocalTiles, waitForPersistedCache, waitForServiceWorker, type Session } from './support/browser';
import { scrollToMap } from './support/place-map';
import { weatherEndpoint } from '../../src/api/endpoints/weather';
import { baseUrl } from './support/worker-server';

let session: Session | undefined;
afterEach(async () => {
  await session?.close();
  session = undefined;
});

/** Every Content-Security-Policy violation the page reports, collected from before its first script. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []);
}

describe('the production build under its security headers', () => {
  it('serves a strict CSP and the other headers, and no screen violates the policy, online or offline', async () => {
    session = await openSession({ viewport: { width: 390, height: 844 } });
    const { page, context } = session;
    await serveLocalTiles(context);
    const violations = await recordViolations(page);
    const consoleCsp: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) consoleCsp.push(message.text());
    });

    const response = await page.goto(baseUrl());
    const headers = response!.headers();
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).not.toContain('unsafe-inline');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('geolocation=(self)');
    await page.getByRole('heading', { level: 2 }).first().waitFor();
    await waitForServiceWorker(page);

    const search = page.getByRole('combobox', { name: /search/i });
    await search.fill('zur');
    await page.getByRole('option').first().waitFor();
    await search.fill('');

    await page.goto(`${baseUrl()}/place/zurich`);
    await page.getByRole('heading', { level: 1, name: /Zürich/ }).waitFor();
    await scrollToMap(page);
    await page.getByRole('application', { name: 'Map centred on Zürich' }).waitFor();
    await page.getByRole('heading', { name: /air quality/i }).first().waitFor();
    await waitForPersistedCache(page, [{ endpoint: weatherEndpoint.path }]);
    for (const path of ['/plants', '/settings', '/about']) {
      await page.goto(`${baseUrl()}${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
    }

    await context.setOffline(true);
    for (const path of ['/', '/place/zurich', '/plants']) {
      await page.goto(`${baseUrl()}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
    }
    expect(await violations()).toEqual([]);
    expect(consoleCsp).toEqual([]);
  });

  it('lets browsers keep each file named by its content for a year, and ask again for the page, the service worker and a missing file', async () => {
    const html = await fetch(`${baseUrl()}/`);
    const script = /src="(\/assets\/index-[\w-]+\.js)"/.exec(await html.text())?.[1];
    expect(script).toBeDefined();
    const caching = async (path: string) => (await fetch(`${baseUrl()}${path}`)).headers.get('cache-control');
    expect(await caching(script!)).toBe('public, max-age=31536000, immutable');
    expect(html.headers.get('cache-control')).toBe('no-cache');
    expect(await caching('/sw.js')).toBe('no-cache');
    expect(await caching('/assets/index-not-built.js')).not.toContain('immutable');
  });

  it('serves no source map to browsers', async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    const script = /src="(\/assets\/index-[\w-]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const code = await (await fetch(`${baseUrl()}${script}`)).text();
    expect(code).not.toContain('sourceMappingURL');
    const map = await fetch(`${baseUrl()}${script}.map`);
    expect(map.headers.get('content-type') ?? '').not.toContain('json');
  });
});
