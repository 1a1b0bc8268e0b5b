import { afterEach, describe, expect, it } from 'vitest';
import { PLACE_MAP_ZOOM } from '../../src/features/map/map-types';
import { openSession, serveLocalTiles, waitForPersistedCache, waitForServiceWorker, type Session } from './support/browser';
import { apiLocation, mapCard, scrollToMap, worldPixel } from './support/place-map';
import { embedCurrentEndpoint } from '../../src/api/endpoints/embed-current';
import { locationEndpoint } from '../../src/api/endpoints/places';
import { baseUrl } from './support/worker-server';

let session: Session | undefined;
afterEach(async () => {
  await session?.close();
  session = undefined;
});

describe('finding a place', () => {
  it('loads no Leaflet asset or tile on the home screen, then finds Zürich by typing "zur" on a 360 px phone', async () => {
    session = await openSession({ viewport: { width: 360, height: 740 } });
    const { page, context } = session;
    const tiles = await serveLocalTiles(context);
    const requests: string[] = [];
    context.on('request', (request) => requests.push(request.url()));

    await page.goto(baseUrl());
    await page.getByRole('heading', { level: 2 }).first().waitFor();
    await waitForServiceWorker(page);
    expect(requests.some((url) => url.includes('/assets/index-'))).toBe(true);
    expect(requests.filter((url) => url.toLowerCase().includes('leaflet'))).toEqual([]);
    expect(tiles).toEqual([]);

    await page.getByRole('combobox', { name: 'Search for a place' }).pressSequentially('zur', { delay: 40 });
    await page.getByRole('option', { name: /^Zürich, Zurich, Switzerland/ }).click();
    await page.waitForURL(/\/place\/zurich\?at=47\.\d{4},8\.\d{4}$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Zürich/);
    await expect.poll(() => page.title()).toBe('Zürich · Skycache');

    // Every panel above the map has its answer, and the map is still far down a phone's page: not loaded.
    // (The airports' list itself is made only near the view: its box stands once they are answered.)
    await page.getByRole('region', { name: 'Nearest airports' }).locator('.airports__list').waitFor();
    await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
    expect(requests.filter((url) => url.toLowerCase().includes('leaflet'))).toEqual([]);
    expect(await mapCard(page).getByText('A map of Zürich and its nearest airports, drawn as you come to it.').count()).toBe(1);

    await scrollToMap(page);
    await page.getByRole('application', { name: 'Map centred on Zürich' }).waitFor();
    expect(requests.some((url) => /\/assets\/leaflet-map-[\w-]+\.js$/.test(url))).toBe(true);
    await expect.poll(() => tiles.length).toBeGreaterThan(0);
  });

  it('selects Paris when the map is clicked near Paris, and goes back to Zürich', async () => {
    // One column: the map is wide enough at the place zoom to hold Paris as well as Zürich.
    session = await openSession({ viewport: { width: 1100, height: 900 } });
    const { page, context } = session;
    await serveLocalTiles(context);
    const [zurich, paris] = await Promise.all([apiLocation(baseUrl(), 'zurich'), apiLocation(baseUrl(), 'paris')]);

    await page.goto(`${baseUrl()}/place/zurich`);
    await scrollToMap(page);
    const map = page.getByRole('application', { name: 'Map centred on Zürich' });
    const box = (await map.boundingBox())!;
    const from = worldPixel(zurich, PLACE_MAP_ZOOM);
    const to = worldPixel(paris, PLACE_MAP_ZOOM);
    await page.mouse.click(box.x + box.width / 2 + (to.x - from.x), box.y + box.height / 2 + (to.y - from.y));

    await page.waitForURL(/\/place\/paris\?at=48\.\d{4},2\.\d{4}$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Paris/);
    await scrollToMap(page);
    await page.getByRole('application', { name: 'Map centred on Paris' }).waitFor();
    await page.goBack();
    await page.waitForURL(`${baseUrl()}/place/zurich`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Zürich/);
  });

  it('keeps saved places and a visited deep link working after an offline reload', async () => {
    session = await openSession();
    const { page, context } = session;
    await serveLocalTiles(context);
    await page.goto(baseUrl());
    await waitForServiceWorker(page);

    const search = page.getByRole('combobox', { name: 'Search for a place' });
    await search.fill('paris');
    await page.getByRole('option', { name: /^Paris, Île-de-France, France/ }).waitFor();
    await search.press('Enter');
    await page.waitForURL(/\/place\/paris\?at=48\.\d{4},2\.\d{4}$/);
    await page.getByLabel(/^Temperature −?\d+\s°[CF]$/).waitFor();
    const temperature = await page.getByLabel(/^Temperature −?\d+\s°[CF]$/).textContent();
    const star = page.getByRole('button', { name: 'Save place' });
    await star.click();
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');
    await scrollToMap(page);
    await page.getByRole('application', { name: 'Map centred on Paris' }).waitFor();

    await page.getByRole('link', { name: 'Home' }).click();
    const saved = page.getByRole('region', { name: 'Saved places' });
    await saved.getByRole('link', { name: 'Paris' }).waitFor();
    await waitForPersistedCache(page, [
      { endpoint: locationEndpoint.path, saying: 'Paris' },
      { endpoint: embedCurrentEndpoint.path, saying: 'Paris' },
    ]);
    // The row's own reading: the mock's current conditions move at each quarter hour, so the row,
    // asked for after the place screen, may already be a quarter hour on from it.
    const rowTemperature = saved.locator('.conditions-summary__temp');
    const savedTemperature = await rowTemperature.textContent();

    await context.setOffline(true);
    await page.reload();
    await saved.getByRole('link', { name: 'Paris' }).waitFor();
    await expect.poll(() => rowTemperature.textContent()).toBe(savedTemperature);

    await page.goto(`${baseUrl()}/place/paris`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Paris/);
    await expect.poll(() => page.title()).toBe('Paris · Skycache');
    expect(await page.getByLabel(/^Temperature −?\d+\s°[CF]$/).textContent()).toBe(temperature);
    expect(await page.getByRole('button', { name: 'Save place' }).getAttribute('aria-pressed')).toBe('true');
    await scrollToMap(page);
    await page.getByRole('application', { name: 'Map centred on Paris' }).waitFor();
  });
});
