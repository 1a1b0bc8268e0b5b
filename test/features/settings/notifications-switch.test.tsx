import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationsSwitch } from '../../../src/features/settings/components/notifications-switch';
import { readKv } from '../../../src/offline/db';
import { NOTIFICATIONS_SETTING_KEY } from '../../../src/offline/warning-notifications/notification-setting';
import { resetAppDb } from '../../support/app-db';
import { renderWithProviders } from '../../support/render';

/** The browser's Notification API, answering the permission question with `answer`. */
function browserAnswering(answer: NotificationPermission) {
  const api = {
    permission: 'default' as NotificationPermission,
    requestPermission: vi.fn(() => {
      api.permission = answer;
      return Promise.resolve(answer);
    }),
  };
  vi.stubGlobal('Notification', api);
  return api;
}

const theSwitch = () => screen.getByRole('switch', { name: 'Warn me with notifications' });

beforeEach(resetAppDb);
afterEach(() => vi.unstubAllGlobals());

describe('the warning notifications switch', () => {
  it('is off by default and asks the browser nothing until it is turned on', async () => {
    const api = browserAnswering('granted');
    renderWithProviders(<NotificationsSwitch />);
    expect(theSwitch()).not.toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('Off. Turning it on asks your browser to allow notifications.');
    expect(api.requestPermission).not.toHaveBeenCalled();
  });

  it('asks for permission when turned on and, granted, stays on and is kept', async () => {
    const api = browserAnswering('granted');
    const user = userEvent.setup();
    renderWithProviders(<NotificationsSwitch />);
    await user.click(theSwitch());
    await waitFor(() => expect(theSwitch()).toBeChecked());
    expect(api.requestPermission).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent(/^On: each new warning for a saved place is shown once/);
    await waitFor(async () => expect(await readKv(NOTIFICATIONS_SETTING_KEY)).toBe(true));

    await user.click(theSwitch());
    await waitFor(() => expect(theSwitch()).not.toBeChecked());
    await waitFor(async () => expect(await readKv(NOTIFICATIONS_SETTING_KEY)).toBe(false));
  });

  it('stays off when the browser refuses, and says how to allow it', async () => {
    browserAnswering('denied');
    const user = userEvent.setup();
    renderWithProviders(<NotificationsSwitch />);
    await user.click(theSwitch());
    expect(await screen.findByText(/Your browser blocks notifications from Skycache\. Allow them in its site settings/)).toBeInTheDocument();
    expect(theSwitch()).not.toBeChecked();
    expect(await readKv(NOTIFICATIONS_SETTING_KEY)).toBeUndefined();
  });

  it('stays off when the question is closed unanswered, and offers to ask again', async () => {
    browserAnswering('default');
    const user = userEvent.setup();
    renderWithProviders(<NotificationsSwitch />);
    await user.click(theSwitch());
    expect(await screen.findByText(/closed without an answer\. Turn this on again to be asked once more/)).toBeInTheDocument();
    expect(theSwitch()).not.toBeChecked();
  });

  it('says so where the browser has no notifications (iOS Safari outside a Home Screen app)', () => {
    vi.stubGlobal('Notification', undefined);
    renderWithProviders(<NotificationsSwitch />);
    expect(theSwitch()).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent(/This browser cannot show notifications\. On an iPhone or iPad, add Skycache to the Home Screen/);
  });
});
