import { afterAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { API_PATHS } from '../../src/api/endpoints/paths';
import { weatherEndpoint } from '../../src/api/endpoints/weather';
import { normalizeEmbed } from '../../src/api/normalize-embed';
import { EmbedWireSchema } from '../../src/api/schemas/embed';
import { WeatherWireSchema, type Weather } from '../../src/api/schemas/weather';
import { dayInWords } from '../../src/features/forecast/day-in-words';
import { homeDayWords, restOfDay } from '../../src/features/local-weather/home-day-words';
import { readingsOf } from '../../src/features/forecast/use-cached-readings';
import { toForecastView } from '../../src/features/forecast/forecast-view';
import { forecastWarnings } from '../../src/lib/weather-warnings/forecast-warnings';
import { speak } from '../../src/i18n/translate';
import { defaultUnitsForLocale } from '../../src/lib/units';
import { openSession, reloadOffline, serveLocalTiles, waitForPersistedCache, waitForServiceWorker, type Session } from './support/browser';
import { baseUrl } from './support/worker-server';

const HOUR = 3_600_000;
const LOCALE = 'en-GB';

let session: Session;
afterAll(() => session?.close());

/** The first answer of `path` the page receives (the model comparison's forecasts aside). */
function answerOf(page: Session['page'], path: string) {
  return page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === path && !url.searchParams.has('models');
  });
}

describe('the day in words', () => {
  it('says the day online, says the same offline, and speaks only of the hours left six hours on', { timeout: 120_000 }, async () => {
    session = await openSession({ locale: LOCALE });
    const { page, context } = session;
    await serveLocalTiles(context);
    // Half past an hour, so the minute the page re-anchors at never crosses into the next hour.
    const real = Date.now();
    const start = real - (real % HOUR) + HOUR / 2 + (real % HOUR >= HOUR / 2 ? HOUR : 0);
    await page.clock.install({ time: start });
    const answered = answerOf(page, API_PATHS.weather);
    await page.goto(`${baseUrl()}/place/zurich`);
    const response = await answered;
    const query = Object.fromEntries(new URL(response.url()).searchParams);
    const weather = (await weatherEndpoint.normalize!(v.parse(WeatherWireSchema, await response.json()), query)) as Weather;
    // The app's own rules and formatters, in the page's language, on the answer the page received.
    speak('en', LOCALE);
    const expected = (now: number) =>
      dayInWords(
        toForecastView({ endpoint: API_PATHS.weather, data: weather, fetchedAt: start, ageFrom: 'service', headers: {} }, now),
        defaultUnitsForLocale(LOCALE),
        undefined,
        forecastWarnings(weather, { now }),
      ).join(' ');
    const words = page.locator('.day-in-words');

    await expect.poll(() => words.textContent()).toBe(expected(await page.evaluate(() => Date.now())));
    const online = await words.textContent();
    expect(online).toMatch(/^(Dry|Rain|Showers|Heavy rain|Snow|Thunderstorms) /);

    await waitForServiceWorker(page);
    await waitForPersistedCache(page, [{ endpoint: API_PATHS.weather }]);
    await reloadOffline(page);
    await expect.poll(() => words.textContent()).toBe(online);

    await page.clock.runFor(6 * HOUR);
    const later = await page.evaluate(() => Date.now());
    await expect.poll(() => words.textContent()).toBe(expected(later));
  });

  it('says today and tomorrow on the home card, today from the hours still ahead, and the same offline', { timeout: 120_000 }, async () => {
    await session?.close();
    session = await openSession({ locale: LOCALE });
    const { page } = session;
    const real = Date.now();
    await page.clock.install({ time: real - (real % HOUR) + HOUR / 2 + (real % HOUR >= HOUR / 2 ? HOUR : 0) });
    const answered = answerOf(page, API_PATHS.embedCurrent);
    const forecastAnswered = answerOf(page, API_PATHS.weather);
    await page.goto(baseUrl());
    const embed = await normalizeEmbed(v.parse(EmbedWireSchema, await (await answered).json()));
    const forecast = await forecastAnswered;
    const query = Object.fromEntries(new URL(forecast.url()).searchParams);
    const weather = (await weatherEndpoint.normalize!(v.parse(WeatherWireSchema, await forecast.json()), query)) as Weather;
    const now = await page.evaluate(() => Date.now());
    const readings = readingsOf({ endpoint: API_PATHS.weather, data: weather, fetchedAt: now, ageFrom: 'service', headers: {} });
    speak('en', LOCALE);
    const expected = homeDayWords(embed.daily, defaultUnitsForLocale(LOCALE), restOfDay(readings, embed.daily[0]!.date, now)).join(' ');
    expect(expected).toMatch(/today/);
    const words = page.locator('.day-in-words');
    await expect.poll(() => words.innerText()).toBe(expected);
    await waitForServiceWorker(page);
    await waitForPersistedCache(page, [{ endpoint: API_PATHS.embedCurrent }, { endpoint: API_PATHS.weather }]);
    await reloadOffline(page);
    await expect.poll(() => words.innerText()).toBe(expected);
  });
});
