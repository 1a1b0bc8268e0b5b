import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatWind } from '../../../src/lib/unit-format';
import { METRIC_UNITS } from '../../../src/lib/units';
import { closeAppDb, openAppDb, writeKv } from '../../../src/offline/db';
import { UNITS_SETTING_KEY } from '../../../src/offline/units-document';
import { NOTIFICATIONS_SETTING_KEY } from '../../../src/offline/warning-notifications/notification-setting';
import { notifyNewWarnings, type PlaceWeather } from '../../../src/offline/warning-notifications/notify-new-warnings';
import type { WarningNotification } from '../../../src/offline/warning-notifications/warning-notification';
import { resetAppDb } from '../../support/app-db';
import { calmWeek, HOUR } from '../../support/warning-forecast';

const MONDAY = Date.UTC(2026, 0, 12);
const NOW = MONDAY + 10 * HOUR;
const zurich = { slug: 'zurich', name: 'Zürich', lat: 47.3769, lon: 8.5417 };
const oslo = { slug: 'oslo', name: 'Oslo', lat: 59.9139, lon: 10.7522 };

/** Zürich with a gale this afternoon (gusts of `gust` km/h), Oslo calm. */
const week = (gust: number): PlaceWeather[] => [
  { place: zurich, forecast: calmWeek('Europe/Zurich', MONDAY - HOUR, { hours: { 15: { gust } } }) },
  { place: oslo, forecast: calmWeek('Europe/Oslo', MONDAY - HOUR) },
];

/** One check, as the page or the worker runs it (a fresh connection each time, as after a reload); returns what it showed. */
async function check(places: PlaceWeather[], now = NOW): Promise<WarningNotification[]> {
  const shown: WarningNotification[] = [];
  await notifyNewWarnings({ db: await openAppDb(), places, now, show: (notification) => Promise.resolve(void shown.push(notification)) });
  await closeAppDb();
  return shown;
}

beforeEach(async () => {
  vi.stubGlobal('Notification', { permission: 'granted' });
  await writeKv(UNITS_SETTING_KEY, METRIC_UNITS);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await resetAppDb();
});

describe('warning notifications', () => {
  it('tells again on the next check a warning the browser refused to show', async () => {
    await writeKv(NOTIFICATIONS_SETTING_KEY, true);
    const refusal = new Error('NS_ERROR_FAILURE');
    const refused = notifyNewWarnings({ db: await openAppDb(), places: week(80), now: NOW, show: () => Promise.reject(refusal) });
    await expect(refused).rejects.toBe(refusal);
    await closeAppDb();
    expect((await check(week(80), NOW + HOUR)).map(({ title }) => title)).toEqual(['Strong wind in Zürich']);
  });

  it('shows none until the person turns them on', async () => {
    expect(await check(week(80))).toEqual([]);
  });

  it('shows one per hazard per place, the place in the title, when and how bad in the body, a tap opening the place', async () => {
    await writeKv(NOTIFICATIONS_SETTING_KEY, true);
    const [shown, ...more] = await check(week(80));
    expect(more).toEqual([]);
    expect(shown?.title).toBe('Strong wind in Zürich');
    expect(shown?.options.body).toMatch(/^Today from /);
    expect(shown?.options.body).toContain(`gusts up to ${formatWind(80, METRIC_UNITS)}`);
    expect(shown?.options.data.url).toBe('/place/zurich?at=47.3769,8.5417');
  });

  it('does not show a hazard again after a reload, but does when it grows more severe, under the same tag', async () => {
    await writeKv(NOTIFICATIONS_SETTING_KEY, true);
    const [first] = await check(week(80));
    expect(await check(week(80), NOW + HOUR)).toEqual([]);
    const [worse, ...more] = await check(week(95), NOW + HOUR);
    expect(more).toEqual([]);
    expect(worse?.title).toBe('Severe warning: Strong wind in Zürich');
    expect(worse?.options.tag).toBe(first?.options.tag);
  });

  it('shows nothing where the browser does not allow notifications', async () => {
    await writeKv(NOTIFICATIONS_SETTING_KEY, true);
    vi.stubGlobal('Notification', { permission: 'denied' });
    expect(await check(week(80))).toEqual([]);
  });
});
