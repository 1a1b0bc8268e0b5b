import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWarningNotifications } from '../../../src/app/warnings/use-warning-notifications';
import { activateLanguage } from '../../../src/i18n/i18n';
import { openAppDb, writeKv } from '../../../src/offline/db';
import { SAVED_PLACES_KEY } from '../../../src/offline/saved-places-document';
import { NOTIFICATION_LANGUAGE_KEY } from '../../../src/offline/warning-notifications/notification-language';
import { NOTIFICATIONS_SETTING_KEY } from '../../../src/offline/warning-notifications/notification-setting';
import { resetAppDb } from '../../support/app-db';
import { renderWithProviders } from '../../support/render';

function Checks() {
  useWarningNotifications();
  return null;
}

const storedLanguage = async () => (await openAppDb()).get('kv', NOTIFICATION_LANGUAGE_KEY);

beforeEach(async () => {
  vi.stubGlobal('Notification', { permission: 'granted' });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { ready: Promise.resolve({ showNotification: () => Promise.resolve() }) } });
  await writeKv(SAVED_PLACES_KEY, [{ slug: 'zurich', name: 'Zürich', lat: 47.376_89, lon: 8.541_72 }]);
  await writeKv(NOTIFICATIONS_SETTING_KEY, true);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  await act(() => activateLanguage('en'));
  await resetAppDb();
});

describe('the page’s warning checks', () => {
  it('keep the language the page speaks where the service worker reads it, and follow a new one', async () => {
    renderWithProviders(<Checks />);
    await waitFor(async () => expect(await storedLanguage()).toBe('en'), { timeout: 5000 });
    await act(() => activateLanguage('ar'));
    await waitFor(async () => expect(await storedLanguage()).toBe('ar'), { timeout: 5000 });
  });
});
