import { lazy, Suspense } from 'react';
import { Skeleton } from '../../ui/skeleton';
import { useDocumentTitle } from '../use-document-title';

// Off the home screen's budget; the service worker precaches the chunk for offline use.
const SettingsScreen = lazy(() => import('../settings-screen').then((module) => ({ default: module.SettingsScreen })));

export function SettingsRoute() {
  useDocumentTitle('Settings');
  return (
    <>
      <h1 className="place-title">Settings</h1>
      <Suspense fallback={<Skeleton label="Loading the settings…" />}>
        <SettingsScreen />
      </Suspense>
    </>
  );
}
