import { NotificationsSwitch } from '../features/settings/components/notifications-switch';
import { SettingsPanel } from '../features/settings/components/settings-panel';
import { StorageSettings } from './storage-settings';

/** Units, warnings and storage: loaded when Settings opens, not with the home screen. */
export function SettingsScreen() {
  return (
    <>
      <SettingsPanel />
      <NotificationsSwitch />
      <StorageSettings />
    </>
  );
}
