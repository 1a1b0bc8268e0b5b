import { useStoredDocument } from '../../offline/stored-document';
import { NOTIFICATIONS_SETTING_KEY, parseNotificationsSetting } from '../../offline/warning-notifications/notification-setting';

/** "Warn me with notifications": off until the person turns it on. */
export function useWarningNotificationsSetting(): [boolean, (next: boolean) => void] {
  const { value, set } = useStoredDocument(NOTIFICATIONS_SETTING_KEY, false, parseNotificationsSetting);
  return [value, set];
}
