import { lazy, Suspense } from 'react';
import { t } from '../../../i18n/i18n';
import { CodeBoundary, loadingCode } from '../../../ui/code-boundary';
import { Skeleton } from '../../../ui/skeleton';
import { useDocumentTitle } from '../../use-document-title';

// Off the home screen's budget; the service worker precaches the chunk for offline use.
const SettingsScreen = lazy(loadingCode(() => import('./settings-screen').then((module) => ({ default: module.SettingsScreen }))));

export function SettingsRoute() {
  useDocumentTitle(t('app.settings.title'));
  return (
    <>
      <h1 className="screen-title">{t('app.settings.title')}</h1>
      <CodeBoundary what={t('app.screen.this')}>
        <Suspense fallback={<Skeleton label={t('app.settings.loading')} />}>
          <SettingsScreen />
        </Suspense>
      </CodeBoundary>
    </>
  );
}
