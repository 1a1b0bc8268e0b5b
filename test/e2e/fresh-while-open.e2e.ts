import type { Page, Route } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { airQualityEndpoint } from '../../src/api/endpoints/air-quality';
import { weatherEndpoint } from '../../src/api/endpoints/weather';
import { FRESH_FOR_MS } from '../../src/api/freshness';
import { buildAirQuality } from '../../src/mocks/air-quality/build-air-quality';
import { weatherPlaceAt } from '../../src/mocks/data/weather-places';
import { buildWeather } from '../../src/mocks/weather/forecast';
import { openSession, serveLocalTiles, type Session } from './support/browser';
import { scrollToCard } from './support/come-near';
import { hourIn } from './support/place-hour';
import { baseUrl } from './support/worker-server';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** How long the forecast and the air quality stay fresh: the app's own table. */
const WEATHER_FRESH = FRESH_FOR_MS[weatherEndpoint.path]!;
const AIR_FRESH = FRESH_FOR_MS[airQualityEndpoint.path]!;
/** The most requests a place screen open and visible for a day may make. */
const DAY_REQUEST_BUDGET = 150;
/** How often a step looks for an answer and its screen: 48 steps each wait twice, and Vitest looks every 50 ms. */
const POLL_MS = 10;

let session: Session;
afterAll(() => session?.close());

type Kinds = { weather: number; air: number };
/** The answers delivered so far, and the page's time at each kind's last answer. */
interface Answered {
  count: () => Kinds;
  at: () => Kinds;
  /** Each answer, failed request and step in turn, with the page's time: what a failure prints. */
  story: () => string;
  note: (line: string) => void;
}

/**
 * Answers the forecast and the air quality as the mock service would at the page's (simulated)
 * time, so the app receives fresh answers all day long; counts the answers delivered.
 */
async function answerAtPageTime(page: Page): Promise<Answered> {
  const counts = { weather: 0, air: 0 };
  const at = { weather: 0, air: 0 };
  const story: string[] = [];
  page.on('requestfailed', (request) => story.push(`failed ${new URL(request.url()).pathname}: ${request.failure()?.errorText}`));
  const answer = (kind: keyof typeof counts) => async (route: Route) => {
    const url = new URL(route.request().url());
    const place = weatherPlaceAt(Number(url.searchParams.get('lat')), Number(url.searchParams.get('lon')));
    const now = new Date(await page.evaluate(() => Date.now()));
    at[kind] = now.getTime();
    story.push(`${now.toISOString()} ${kind} asked`);
    const headers: Record<string, string> = { Date: now.toUTCString(), 'Cache-Control': 'no-cache' };
    if (kind === 'air') {
      await route.fulfill({ json: buildAirQuality(place, now), headers });
    } else {
      const { body, provider, currentSource } = buildWeather(place, now);
      await route.fulfill({ json: body, headers: { ...headers, 'X-Weather-Provider': provider, 'X-Current-Source': currentSource } });
    }
    counts[kind] += 1;
    story.push(`answered ${kind} (${JSON.stringify(counts)})`);
  };
  await page.route((url) => url.pathname === weatherEndpoint.path, answer('weather'));
  await page.route((url) => url.pathname === airQualityEndpoint.path, answer('air'));
  return { count: () => ({ ...counts }), at: () => ({ ...at }), story: () => story.slice(-16).join('\n'), note: (line) => story.push(line) };
}

/** What the page reports as its visibility, and the event a switch of tabs sends. */
async function setVisible(page: Page, visible: boolean): Promise<void> {
  await page.evaluate((shown) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (shown ? 'visible' : 'hidden') });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => !shown });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  }, visible);
}

/** The page's DOM nodes, event listeners and JavaScript heap after a garbage collection. */
async function footprint(page: Page): Promise<{ nodes: number; listeners: number; heap: number }> {
  const cdp = await page.context().newCDPSession(page);
  // Detached nodes go only after a few collections (V8's, then Blink's).
  for (let i = 0; i < 3; i += 1) await cdp.send('HeapProfiler.collectGarbage');
  const counters = await cdp.send('Memory.getDOMCounters');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return { nodes: counters.nodes, listeners: counters.jsEventListeners, heap: usedSize };
}

/**
 * The page's clock runs on in real time while a step's answers are awaited (seconds on a loaded
 * machine): an answer due this soon after another is taken in the same step, so none falls due unseen.
 */
const TAKEN_TOGETHER = MINUTE;

/**
 * Moves the page's clock to a second past the moment the next answer goes stale, the forecast's or
 * the air quality's, firing each timer due on the way once (every 30 s tick doubled the test's time);
 * then, once that answer is shown, likewise for the other if it is due within TAKEN_TOGETHER. No refresh
 * starts early in a jump, for the client's 8 s timeout to end. Returns the answers due.
 */
async function untilNextStale(page: Page, answered: Answered): Promise<Kinds> {
  const { weather, air } = answered.at();
  const due = { weather: weather + WEATHER_FRESH, air: air + AIR_FRESH };
  const [first, second] = due.weather <= due.air ? (['weather', 'air'] as const) : (['air', 'weather'] as const);
  const before = answered.count();
  const taken = { weather: 0, air: 0 };
  for (const kind of [first, second]) {
    const now = await page.evaluate(() => Date.now());
    if (kind === second && taken[kind] === 0 && due[kind] - now > TAKEN_TOGETHER) break;
    answered.note(`${new Date(now).toISOString()} step to ${kind}, due ${new Date(due[kind]).toISOString()}`);
    if (now < due[kind] + 1_000) await page.clock.fastForward(due[kind] + 1_000 - now);
    await expect.poll(() => answered.count()[kind], { timeout: 10_000, interval: POLL_MS }).toBe(before[kind] + 1);
    await answersShown(page);
    const then = await page.evaluate(() => Date.now());
    taken.weather = then >= due.weather ? 1 : 0;
    taken.air = then >= due.air ? 1 : 0;
  }
  return taken;
}

/**
 * Waits for the answers delivered to be `expected`; a failure tells the answers and steps before it.
 * Each answer goes through this test's route and a call into the page: seconds on a loaded machine.
 */
async function answeredSoFar(answered: Answered, expected: Kinds): Promise<void> {
  await expect
    .poll(answered.count, { timeout: 10_000, interval: POLL_MS })
    .toEqual(expected)
    .catch((error: unknown) => {
      throw new Error(`${String(error)}\nLast answers and steps:\n${answered.story()}`);
    });
}

/** Every request the page sends to the API, and how many of them it sent while hidden. */
function countApiRequests(page: Page, hidden: () => boolean): { all: () => number; whileHidden: () => number } {
  let all = 0;
  let whileHidden = 0;
  page.on('request', (request) => {
    if (!new URL(request.url()).pathname.startsWith('/api/')) return;
    all += 1;
    if (hidden()) whileHidden += 1;
  });
  return { all: () => all, whileHidden: () => whileHidden };
}

/**
 * The answers delivered are on screen: no Refresh says "Refreshing…", the screen's nor that of a
 * panel showing its own age (air quality an hour old is past the screen's shared age while it refreshes).
 */
async function answersShown(page: Page): Promise<void> {
  const refreshes = page.locator('.refresh-status button');
  const waiting = { timeout: 10_000, interval: POLL_MS };
  await expect.poll(async () => (await refreshes.allTextContents()).filter((text) => text !== 'Refresh'), waiting).toEqual([]);
  await expect.poll(() => page.locator('.screen-age button').textContent(), waiting).toBe('Refresh');
}

describe('a place screen left open for a simulated day', () => {
  it(`refreshes each answer as its freshness runs out while visible, never while hidden, at once when shown again, in place, within ${DAY_REQUEST_BUDGET} requests a day`, { timeout: 600_000 }, async () => {
    session = await openSession({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
    const { page, context } = session;
    await serveLocalTiles(context);
    const answered = await answerAtPageTime(page);
    let hidden = false;
    const requests = countApiRequests(page, () => hidden);
    await page.clock.install();
    await page.goto(`${baseUrl()}/place/zurich`);
    const week = page.getByRole('region', { name: '7-day forecast', exact: true });
    await (await scrollToCard(page, 'Air quality')).getByRole('table', { name: 'Pollutants now' }).waitFor();
    // Back at the top, where what the person reads is checked not to move (the table stays made).
    await page.evaluate(() => window.scrollTo(0, 0));
    await week.waitFor();
    await page.locator('.chart__frame svg').first().waitFor();
    // One step first, so whatever loads once (chart code, the map's placeholder) is in before measuring.
    expect(await untilNextStale(page, answered)).toEqual({ weather: 1, air: 0 });
    await answeredSoFar(answered, { weather: 2, air: 1 });
    await answersShown(page);
    const weekAt = async () => {
      const { x, y } = (await week.boundingBox())!;
      return { x, y };
    };
    const weekWas = await weekAt();
    // The screen's Refresh follows its age line, which keeps its room as the minutes pass.
    const refreshAt = async () => (await page.locator('.screen-age button').boundingBox())!.x;
    const refreshWas = await refreshAt();
    // The line tells the oldest answer shown: the air quality, answered a step before the forecast.
    await page.clock.runFor(WEATHER_FRESH - MINUTE);
    const airAge = Math.floor((WEATHER_FRESH * 2 - MINUTE) / MINUTE);
    await expect.poll(() => page.locator('.screen-age .data-age').textContent()).toMatch(new RegExp(`^Updated (${airAge - 1}|${airAge}) min ago$`));
    expect(await refreshAt()).toBe(refreshWas);

    let expected = answered.count();
    const add = (more: Kinds) => ({ weather: expected.weather + more.weather, air: expected.air + more.air });
    const visibleFor = async (forecastRefreshes: number) => {
      const until = expected.weather + forecastRefreshes;
      while (expected.weather < until) {
        // A step ends at the forecast's or the air quality's staleness, whichever comes first.
        expected = add(await untilNextStale(page, answered));
        await answeredSoFar(answered, expected);
        await answersShown(page);
        // The answer swaps in place: what the person reads does not move (the week's height follows its row's).
        expect(await weekAt()).toEqual(weekWas);
        expect(await refreshAt()).toBe(refreshWas);
      }
    };
    const halfDaySteps = (12 * HOUR) / WEATHER_FRESH;
    await visibleFor(halfDaySteps - 1);

    hidden = true;
    await setVisible(page, false);
    await page.clock.runFor(12 * HOUR);
    expect(answered.count()).toEqual(expected);
    expect(requests.whileHidden()).toBe(0);

    // Shown again, the stale answers are asked for at once, with no time passing.
    hidden = false;
    await setVisible(page, true);
    expected = add({ weather: 1, air: 1 });
    await answeredSoFar(answered, expected);
    await answersShown(page);
    // Measured once the rows the page first drew have all dropped out and been drawn anew.
    const before = await footprint(page);
    await visibleFor(halfDaySteps - 1); // a day visible in all
    // Everything the screen asked in a day visible: the place and its airports once, the rest as they go stale.
    console.log(`a day visible: ${requests.all()} requests (${JSON.stringify(answered.count())})`);
    expect(requests.all()).toBeLessThanOrEqual(DAY_REQUEST_BUDGET);

    const after = await footprint(page);
    // The current hour leads the hourly table, and the screen's one age line says the answer is fresh.
    await page.getByRole('region', { name: 'Next 24 hours' }).getByText('Show table').click();
    const firstHour = page.getByRole('region', { name: 'Next 24 hours' }).locator('tbody tr').first();
    expect(await firstHour.textContent()).toContain(hourIn('Europe/Zurich', await page.evaluate(() => Date.now())));
    expect(await page.locator('.screen-age').textContent()).toMatch(/Updated (just now|\d+ min ago)/);

    const summary = `before ${JSON.stringify(before)}, after ${JSON.stringify(after)}`;
    console.log(`a day open: ${summary}`);
    // Over half a day of refreshes nodes and listeners stay flat; the day's weather may add a warning
    // or change an icon, hence the margin. The heap grows a little as V8 compiles the refresh path.
    expect(after.nodes, summary).toBeLessThanOrEqual(before.nodes * 1.1);
    expect(after.listeners, summary).toBeLessThanOrEqual(before.listeners * 1.05);
    expect(after.heap, summary).toBeLessThanOrEqual(before.heap * 1.5);
  });
});
