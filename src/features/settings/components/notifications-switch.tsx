import { useState } from 'react';
import { t } from '../../../i18n/i18n';
import type { MessageId } from '../../../i18n/message-id';
import { notificationsSupported } from '../../../offline/warning-notifications/notification-setting';
import { useWarningNotificationsSetting } from '../use-warning-notifications-setting';

/** What the sentence under the switch says. */
type Status = 'off' | 'on' | 'blocked' | 'unanswered' | 'unsupported';

const SENTENCES: Record<Status, MessageId> = {
  off: 'settings.notifications.off',
  on: 'settings.notifications.on',
  blocked: 'settings.notifications.blocked',
  unanswered: 'settings.notifications.unanswered',
  unsupported: 'settings.notifications.unsupported',
};

function statusOf(enabled: boolean): Status {
  if (!notificationsSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  return enabled && Notification.permission === 'granted' ? 'on' : 'off';
}

/** "Warn me with notifications", off by default; asks permission only when turned on, and says why when it cannot be. */
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
      <h2 id="settings-notifications">{t('settings.notifications.heading')}</h2>
      <label className="settings__choice">
        <input
          type="checkbox"
          role="switch"
          checked={on}
          disabled={status === 'unsupported'}
          aria-describedby="settings-notifications-status"
          onChange={() => void toggle()}
        />
        {t('settings.notifications.switch')}
      </label>
      <p id="settings-notifications-status" className="muted" role="status">
        {t(SENTENCES[status])}
      </p>
    </section>
  );
}
