import { describe, expect, it } from 'vitest';
import { API_PATHS } from '../../src/api/endpoints/paths';
import { locationEndpoint } from '../../src/api/endpoints/places';
import { weatherEndpoint } from '../../src/api/endpoints/weather';
import { engineFromEnvironment } from './support/engine';
import { engineSession } from './support/engine-session';
import { persistedAt, waitForPersistedAnswers } from './support/persisted-cache';
import { clickRole, hasText, readToTheEnd, sayingWhatWasShown, typeInto, waitForRole, waitForServiceWorker, waitForText, waitUntil } from './support/page-actions';

const engine = engineFromEnvironment();

const session = engineSession({ viewport: { width: 1100, height: 900 } });

const temperatureShown = () => session.page.evaluate(() => document.querySelector('[aria-label^="Temperature "]') !== null);

/** Nothing on screen still says it is loading. */
const settled = async () => !/Loading/.test(await session.page.evaluate(() => document.body.innerText));

describe(`truly offline in ${engine}: the server stopped, not only the network reported down`, () => {
  it('home shows the weather kept on the device, with nothing left loading and no script error', async () => {
    await session.page.goto(`${session.server.baseUrl}/place/zurich`);
    await waitUntil(temperatureShown, 'the current temperature');
    await clickRole(session.page, 'button', 'Save place');
    await clickRole(session.page, 'link', 'Home');
    await waitForRole(session.page, 'link', /^Zürich/);
    await waitForText(session.page, 'Chance of precipitation');
    await waitForServiceWorker(session.page);
    await waitForPersistedAnswers(session.page, [{ endpoint: weatherEndpoint.path }, { endpoint: API_PATHS.embedCurrent }, { endpoint: locationEndpoint.path }]);

    await session.server.stop();
    const storedBefore = await persistedAt(session.page);
    await session.page.reload();
    await waitForRole(session.page, 'region', 'Saved places');
    await waitForText(session.page, 'Chance of precipitation'); // the home card's next hours
    await sayingWhatWasShown(session.page, waitUntil(settled, 'every part of the home screen to leave "Loading"'));
    // What this start restored is stored again before the next screen opens, as it is for a person.
    await waitUntil(async () => (await persistedAt(session.page)) > storedBefore, 'the restored answers to be stored again');
    expect(await session.page.errors()).toEqual([]);
  });

  it('a saved place opened from the home screen\'s link shows its stored weather', async () => {
    // The home screen as the first test left it: reloaded with the server stopped, its weather shown.
    await session.page.goto(`${session.server.baseUrl}/`);
    await waitForText(session.page, 'Chance of precipitation');
    await clickRole(session.page, 'link', /^Zürich/);
    await waitForRole(session.page, 'heading', /^Zürich/);
    await sayingWhatWasShown(session.page, waitUntil(temperatureShown, 'the current temperature'));
    // The next test leaves it while its panels may still load: Firefox cancels their code and
    // stylesheets then, which the app does not count as a failure (src/ui/page-leaving.ts).
    expect(await hasText(session.page, 'Could not load')).toBe(false);
    expect(await session.page.errors()).toEqual([]);
  });

  // Right after the previous page, which WebKit suspends in its back/forward cache as it writes
  // the last answers: that write must not hold the stored answers from this page (db.ts, committed).
  it('a saved place opened by its address shows its stored weather', async () => {
    await session.page.goto(`${session.server.baseUrl}/place/zurich`);
    await waitForRole(session.page, 'heading', /^Zürich/);
    await sayingWhatWasShown(session.page, waitUntil(temperatureShown, 'the current temperature'));
    for (const name of ['Next 24 hours', '7-day forecast', 'Air quality', 'Nearest airports']) await waitForRole(session.page, 'region', name);
    await readToTheEnd(session.page);
    await waitUntil(settled, 'every panel of the place to leave "Loading"');
    expect(await session.page.errors()).toEqual([]);
  });

  it('a plant created while the server is stopped waits, and is stored once when the server is back', async () => {
    await session.page.goto(`${session.server.baseUrl}/plants`);
    await waitForRole(session.page, 'heading', 'Plant store');
    await typeInto(session.page, 'textbox', 'Bearer token', 'dev-plant-token');
    await clickRole(session.page, 'button', 'Use token');
    await waitForText(session.page, 'A token is set');
    await typeInto(session.page, 'textbox', 'Id', '4711');
    await typeInto(session.page, 'textbox', 'Name', 'Offline fern');
    await clickRole(session.page, 'button', 'Create plant');
    await waitForText(session.page, 'Waiting for network');

    await session.server.start();
    await waitUntil(async () => (await hasText(session.page, 'Sent')) && !(await hasText(session.page, 'Waiting for network')), 'the plant to be sent', 45_000);
    const response = await fetch(`${session.server.baseUrl}/__mock/plants`);
    const { plants } = (await response.json()) as { plants: { id: number; name: string; timesAccepted: number }[] };
    expect(plants.map(({ id, name, timesAccepted }) => `${id} ${name} ×${timesAccepted}`)).toEqual(['4711 Offline fern ×1']);
    expect(await session.page.errors()).toEqual([]);
  });
});
