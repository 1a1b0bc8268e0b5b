import { useState } from 'react';
import { notificationsSupported } from '../../../offline/warning-notifications/notification-setting';
import { useWarningNotificationsSetting } from '../use-warning-notifications-setting';

/** What the sentence under the switch says. */
type Status = 'off' | 'on' | 'blocked' | 'unanswered' | 'unsupported';

const SENTENCES: Record<Status, string> = {
  off: 'Off. Turning it on asks your browser to allow notifications.',
  on: 'On: each new warning for a saved place is shown once, and again only if it grows more severe or comes back on another day.',
  blocked: 'Your browser blocks notifications from Skycache. Allow them in its site settings, then turn this on again.',
  unanswered: 'Your browser’s question was closed without an answer. Turn this on again to be asked once more.',
  unsupported:
    'This browser cannot show notifications. On an iPhone or iPad, add Skycache to the Home Screen (Share, then “Add to Home Screen”) and open it from there.',
};

function statusOf(enabled: boolean): Status {
  if (!notificationsSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  return enabled && Notification.permission === 'granted' ? 'on' : 'off';
}

/**
 * "Warn me with notifications", off by default. Turning it on asks the browser's permission
 * then, never before; a refusal, an unanswered question or a browser without notifications
 * leaves it off and says why.
 */
export function NotificationsSwitch() {
  const [enabled, setEnabled] = useWarningNotificationsSetting();
  const [answer, setAnswer] = useState<Status | undefined>();
  const status = answer ?? statusOf(enabled);
  const on = status === 'on';

  const toggle = async () => {
    if (on) {
      setEnabled(false);
      setAnswer('off');
      return;
    }
    const permission = await Notification.requestPermission();
    if (permission === 'granted') setEnabled(true);
    setAnswer(permission === 'granted' ? 'on' : permission === 'denied' ? 'blocked' : 'unanswered');
  };

  return (
    <section className="card settings" aria-labelledby="settings-notifications">
      <h2 id="settings-notifications">Warnings</h2>
      <label className="settings__choice">
        <input
          type="checkbox"
          role="switch"
          checked={on}
          disabled={status === 'unsupported'}
          aria-describedby="settings-notifications-status"
          onChange={() => void toggle()}
        />
        Warn me with notifications
      </label>
      <p id="settings-notifications-status" className="muted" role="status">
        {SENTENCES[status]}
      </p>
    </section>
  );
}
