import { SettingsPanel } from '../features/settings/components/settings-panel';
import { StorageSettings } from './storage-settings';

/** Units and storage: loaded when Settings opens, not with the home screen. */
export function SettingsScreen() {
  return (
    <>
      <SettingsPanel />
      <StorageSettings />
    </>
  );
}
