import { SettingsPanel } from '../../features/settings/components/settings-panel';
import { StorageSettings } from '../storage-settings';
import { useDocumentTitle } from '../use-document-title';

export function SettingsRoute() {
  useDocumentTitle('Settings');
  return (
    <>
      <h1 className="place-title">Settings</h1>
      <SettingsPanel />
      <StorageSettings />
    </>
  );
}
