import { LanguagePicker } from '../../../features/settings/components/language-picker';
import { NotificationsSwitch } from '../../../features/settings/components/notifications-switch';
import { SettingsPanel } from '../../../features/settings/components/settings-panel';
import { StorageSettings } from './storage-settings';

/** Language, units, warnings and storage: loaded when Settings opens, not with the home screen. */
export function SettingsScreen() {
  return (
    <>
      <LanguagePicker />
      <SettingsPanel />
      <NotificationsSwitch />
      <StorageSettings />
    </>
  );
}
