import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openAppDb } from '../../src/offline/db';
import { tellOnce, toldKey } from '../../src/offline/warning-notifications/told-warnings';
import { onNotificationClick, onNotificationClose, type NotificationScope, type WarningNotificationEvent } from '../../src/sw/notification-events';
import { resetAppDb } from '../support/app-db';

const ORIGIN = 'https://skycache.example';
const told = { place: 'zurich', warning: 'wind:2026-01-12:warning' };
const data = { url: '/place/zurich?at=47.3769,8.5417', told: toldKey(told) };

/** A notification event with its work collected, as the worker receives it. */
function event(): { event: WarningNotificationEvent; done: () => Promise<unknown>; close: () => void } {
  const work: Promise<unknown>[] = [];
  const close = vi.fn();
  return { event: { notification: { data, close }, waitUntil: (promise: Promise<unknown>) => work.push(promise) } as unknown as WarningNotificationEvent, done: () => Promise.all(work), close };
}

function scope(tabs: Awaited<ReturnType<NotificationScope['clients']['matchAll']>>): NotificationScope & { opened: string[] } {
  const opened: string[] = [];
  return {
    opened,
    location: { origin: ORIGIN },
    clients: {
      matchAll: () => Promise.resolve(tabs),
      openWindow: (url: string) => {
        opened.push(url);
        return Promise.resolve(null);
      },
    },
  };
}

async function dismissedAt(): Promise<number | undefined> {
  return (await (await openAppDb()).get('told-warnings', toldKey(told)))?.dismissedAt;
}

afterEach(() => resetAppDb());

describe('a tap on a warning notification', () => {
  it('opens the place in a new tab when none of the app is open, and records the warning dismissed', async () => {
    await tellOnce(await openAppDb(), Date.now(), () => [told]);
    const sw = scope([]);
    const { event: tap, done, close } = event();
    onNotificationClick(sw, tap);
    await done();
    expect(close).toHaveBeenCalled();
    expect(sw.opened).toEqual([`${ORIGIN}${data.url}`]);
    expect(await dismissedAt()).toEqual(expect.any(Number));
  });

  it('brings an open tab of the app forward and takes it to the place', async () => {
    const tab = { url: `${ORIGIN}/`, focus: vi.fn(() => Promise.resolve(tab)), navigate: vi.fn(() => Promise.resolve(null)) };
    const sw = scope([tab]);
    const { event: tap, done } = event();
    onNotificationClick(sw, tap);
    await done();
    expect(tab.navigate).toHaveBeenCalledWith(`${ORIGIN}${data.url}`);
    expect(sw.opened).toEqual([]);
  });
});

describe('closing a warning notification', () => {
  it('records the warning dismissed', async () => {
    await tellOnce(await openAppDb(), Date.now(), () => [told]);
    const { event: closed, done } = event();
    onNotificationClose(closed);
    await done();
    expect(await dismissedAt()).toEqual(expect.any(Number));
  });
});
