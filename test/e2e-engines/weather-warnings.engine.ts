import { describe, expect, it } from 'vitest';
import { weatherEndpoint } from '../../src/api/endpoints/weather';
import english from '../../src/i18n/catalogues/en/warnings.json';
import { engineFromEnvironment } from './support/engine';
import { engineSession } from './support/engine-session';
import { waitForPersistedAnswers } from './support/persisted-cache';
import { waitForRole, waitForServiceWorker, waitUntil } from './support/page-actions';

const engine = engineFromEnvironment();
const session = engineSession({ viewport: { width: 1100, height: 900 } });

// Vostok station on the Antarctic plateau: below freezing every hour of the year, so the frost
// warning is there whatever day the suite runs.
const FROZEN_POINT = '/at/-78.4600,106.8400';

/** The words of the "Weather warnings" region, or null while it is not on screen. */
const warningsText = () =>
  session.page.evaluate(() => {
    const heading = [...document.querySelectorAll('h2')].find((h2) => h2.textContent === 'Weather warnings');
    return heading?.closest('section')?.textContent ?? null;
  });

describe(`weather warnings in ${engine}`, () => {
  it('a place whose forecast freezes names the frost in words, and still does with the server stopped', async () => {
    await session.page.goto(`${session.server.baseUrl}${FROZEN_POINT}`);
    await waitForRole(session.page, 'region', 'Weather warnings');
    const online = await waitUntil(warningsText, 'the warnings to be written');
    expect(online).toContain(english['warnings.title.frost']);
    expect(online).toContain(english['warnings.source.forecast']);
    // Only the hazards in this forecast: no heat, and no warning that needs rain or wind it lacks.
    expect(online).not.toContain(english['warnings.title.heat']);

    await waitForServiceWorker(session.page);
    await waitForPersistedAnswers(session.page, [{ endpoint: weatherEndpoint.path }]);
    await session.server.stop();
    await session.page.reload();
    await waitForRole(session.page, 'region', 'Weather warnings');
    expect(await waitUntil(warningsText, 'the warnings to be written offline')).toContain(english['warnings.title.frost']);
    expect(await session.page.errors()).toEqual([]);
  });
});
