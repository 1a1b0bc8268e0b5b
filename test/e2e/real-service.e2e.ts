import type { AddressInfo } from 'node:net';
import { preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession, serveLocalTiles, waitForPersistedCache, waitForServiceWorker, type Session } from './support/browser';
import { scrollToCard } from './support/come-near';
import { scrollToMap } from './support/place-map';
import { airQualityEndpoint } from '../../src/api/endpoints/air-quality';
import { weatherEndpoint } from '../../src/api/endpoints/weather';

let server: PreviewServer;
let base: string;
let session: Session;

/** `npm start` with MOCK_PROFILE=real-service: the mock answers in the real service's shapes. */
beforeAll(async () => {
  process.env.MOCK_PROFILE = 'real-service';
  try {
    server = await preview({ preview: { port: 0, strictPort: false, host: '127.0.0.1' }, logLevel: 'warn' });
  } finally {
    delete process.env.MOCK_PROFILE;
  }
  base = `http://127.0.0.1:${(server.httpServer.address() as AddressInfo).port}`;
  session = await openSession({ viewport: { width: 390, height: 844 } });
  await serveLocalTiles(session.context);
});

afterAll(async () => {
  await session.close();
  await server.close();
});

describe('the app against answers shaped like the real service\'s', () => {
  it('serves the real shapes: no zone in the forecast, no exposed headers, 422 for a bad parameter', async () => {
    const forecast = await fetch(`${base}/api/py/weather?lat=47.37&lon=8.54`);
    expect(forecast.headers.get('access-control-expose-headers')).toBeNull();
    expect(await forecast.json()).not.toHaveProperty('timezone');
    expect((await fetch(`${base}/api/py/weather?lat=x&lon=8.54`)).status).toBe(422);
  });

  it('shows home, finds a place whose slug cannot be looked up again, and shows its forecast, air quality and airports, also offline', async () => {
    const { page, context } = session;
    await page.goto(base);
    await page.getByLabel(/^Temperature/).first().waitFor();
    await expect.poll(() => page.getByRole('region', { name: 'Next 7 days' }).locator('li').count()).toBeGreaterThan(0);

    await page.getByRole('combobox', { name: 'Search for a place' }).pressSequentially('zur', { delay: 40 });
    await page.getByRole('option', { name: /^Zürich, Zurich/ }).click();
    await page.waitForURL(/\/place\/zurich-ch\?at=47\.\d{4},8\.\d{4}$/);
    const heading = page.getByRole('heading', { level: 1 });
    await expect.poll(() => heading.textContent()).toMatch(/^Zürich/);
    await page.getByLabel(/^Temperature/).first().waitFor();
    await page.getByRole('heading', { name: /air quality/i }).first().waitFor();
    await page.getByText(/US AQI/).first().waitFor();
    await page.getByRole('heading', { name: /airports/i }).first().waitFor();
    await scrollToCard(page, 'Nearest airports');
    await expect.poll(() => page.locator('.airports__icao').count()).toBeGreaterThan(0);
    expect(await page.getByText('Forecast provider: not reported by the service').count()).toBe(0);
    await waitForServiceWorker(page);
    await waitForPersistedCache(page, [{ endpoint: weatherEndpoint.path }, { endpoint: airQualityEndpoint.path }]);

    const title = await heading.textContent();
    await context.setOffline(true);
    try {
      await page.reload();
      await expect.poll(() => heading.textContent()).toBe(title);
      await page.getByLabel(/^Temperature/).first().waitFor();
    } finally {
      await context.setOffline(false);
    }
  });

  it('opens a shared link whose slug the service cannot look up again from the coordinates it carries', async () => {
    const fresh = await openSession({ viewport: { width: 390, height: 844 } });
    try {
      await serveLocalTiles(fresh.context);
      await fresh.page.goto(`${base}/place/zurich-ch?at=47.3769,8.5417`);
      const heading = fresh.page.getByRole('heading', { level: 1 });
      await expect.poll(() => heading.textContent()).toMatch(/^47\.38°N, 8\.54°E\s*· near Zürich$/);
      await fresh.page.getByLabel(/^Temperature/).first().waitFor();
    } finally {
      await fresh.close();
    }
  });

  it('opens the place nearest to a tap on the map, and London from the seasonal fallback with no failed panel', async () => {
    const { page } = session;
    await page.goto(`${base}/place/paris-fr?at=48.8534,2.3488`);
    const map = await scrollToMap(page);
    const box = (await map.boundingBox())!;
    const before = page.url();
    // About 100 km east of where the map is centred.
    await page.mouse.click(box.x + box.width / 2 + 60, box.y + box.height / 2 - 20);
    await page.waitForURL((url) => /^\/(place|at)\//.test(url.pathname) && url.href !== before);
    await page.getByLabel(/^Temperature/).first().waitFor();
    expect(await page.getByText(/^Could not (load|show)/).count()).toBe(0);

    // London's providers all fail in the mock: the real service's seasonal fallback shape.
    await page.goto(`${base}/place/london-gb?at=51.5085,-0.1257`);
    await page.getByLabel(/^Temperature/).first().waitFor();
    expect(await page.getByText(/^Could not (load|show)/).count()).toBe(0);
  });

  it('shows a Sahel dust event above the EPA scale’s 500 as hazardous', async () => {
    const { page } = session;
    await page.goto(`${base}/at/13.5116,2.1254`);
    await expect.poll(() => page.locator('.aqi-badge').first().textContent()).toMatch(/^US AQI [5-9]\d\d Hazardous$/);
  });
});
