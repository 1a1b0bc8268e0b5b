import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { weatherEndpoint } from '../../src/api/endpoints/weather';
import { openSession, waitForServiceWorker, type Session } from './support/browser';
import { baseUrl } from './support/worker-server';

let session: Session | undefined;
afterAll(() => session?.close());

type Series = Record<string, (number | null)[]>;
/** Hourly and daily values every forecast answer is given, on top of the mock's. */
const extremes: { hourly: Record<string, number>; daily: Record<string, number> } = { hourly: {}, daily: {} };

function withExtremes(forecast: { hourly: Series; daily: Series }) {
  for (const part of ['hourly', 'daily'] as const) {
    for (const [field, value] of Object.entries(extremes[part])) forecast[part][field] = (forecast[part][field] ?? []).map(() => value);
  }
  return forecast;
}

/** Titles of the notifications this page has shown since it loaded. */
const shownByPage = (page: Page) => page.evaluate(() => (window as unknown as { shownTitles: string[] }).shownTitles);

/** What the page and the mocked route did, printed when a notification does not come. */
const journal: string[] = [];
const note = (line: string) => journal.push(`${new Date().toISOString().slice(11, 23)} ${line}`);

/** Waits for exactly `titles` to have been shown by the page; a miss says what the page logged and was answered. */
async function expectShown(page: Page, titles: string[]) {
  try {
    await expect.poll(() => shownByPage(page), { timeout: 20_000 }).toEqual(titles);
  } catch (error) {
    throw new Error(`${(error as Error).message}\nWhat happened:\n${journal.join('\n')}`, { cause: error });
  }
}

/** Asks for the place's forecast again, as the person's Refresh does: the screen's one, under the place's name, while its answers are fresh. */
async function refreshForecast(page: Page) {
  note('Refresh clicked');
  await page.locator('.screen-age').getByRole('button', { name: 'Refresh' }).click();
}

describe('warning notifications', () => {
  it('show each hazard of a saved place once: not again after a reload, nor after the person closed them', async () => {
    session = await openSession();
    const { context, page } = session;
    await context.grantPermissions(['notifications'], { origin: baseUrl() });
    await context.addInitScript(() => {
      const shown: string[] = [];
      Object.assign(window, { shownTitles: shown });
      const show = ServiceWorkerRegistration.prototype.showNotification;
      ServiceWorkerRegistration.prototype.showNotification = function (title, options) {
        shown.push(title);
        return show.call(this, title, options);
      };
    });
    await context.route(
      (url) => url.pathname === weatherEndpoint.path,
      async (route) => {
        const response = await route.fetch();
        note(`weather answered with ${JSON.stringify(extremes.hourly)}`);
        await route.fulfill({ response, json: withExtremes((await response.json()) as { hourly: Series; daily: Series }) });
      },
    );

    // Map tiles are refused on purpose (no internet): their failures would bury the app's own words.
    page.on('console', (message) => message.text().startsWith('Failed to load resource') || note(`console.${message.type()}: ${message.text()}`));
    page.on('load', () => note('page loaded'));
    await page.goto(`${baseUrl()}/settings`);
    await waitForServiceWorker(page);
    await page.getByRole('switch', { name: 'Warn me with notifications' }).check();
    await page.getByRole('status').filter({ hasText: 'On: each new warning' }).waitFor();

    // A mild, dry, overcast week (none of the mock's own frost), with a severe gale throughout: one notification.
    extremes.hourly = { temperature_2m: 10, precipitation: 0, weather_code: 3, wind_gusts_10m: 120 };
    extremes.daily = { temperature_2m_max: 14, temperature_2m_min: 6, precipitation_sum: 0, weather_code: 3, wind_gusts_10m_max: 120 };
    await page.goto(`${baseUrl()}/place/zurich`);
    await page.getByRole('button', { name: 'Save place' }).click();
    await expectShown(page, ['Severe warning: Strong wind in Zürich']);

    // Reloaded, with frost added to the forecast: the frost is told, the gale is not told again.
    await page.reload();
    extremes.hourly = { ...extremes.hourly, temperature_2m: -5 };
    extremes.daily = { ...extremes.daily, temperature_2m_min: -5, temperature_2m_max: -1 };
    await refreshForecast(page);
    await expectShown(page, ['Frost in Zürich']);

    // The person closes both; reloaded, with heavy rain added, only the rain is told.
    await page.evaluate(async () => {
      for (const notification of await (await navigator.serviceWorker.ready).getNotifications()) notification.close();
    });
    await page.reload();
    // Heavy in every hour ahead; the days after them stay dry.
    extremes.hourly = { ...extremes.hourly, precipitation: 12 };
    await refreshForecast(page);
    await expectShown(page, ['Heavy rain in Zürich']);
  });
});
