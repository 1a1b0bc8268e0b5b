import { lazy, Suspense } from 'react';
import { t } from '../../i18n/i18n';
import { CodeBoundary, loadingCode } from '../../ui/code-boundary';
import { useDocumentTitle } from '../use-document-title';

// Off the home screen's budget; the service worker precaches the chunk for offline use.
const PlantStoreScreen = lazy(
  loadingCode(() => import('../../features/plants/components/plant-store-screen').then((module) => ({ default: module.PlantStoreScreen }))),
);

export function PlantsRoute() {
  useDocumentTitle(t('app.plants.title'));
  return (
    <CodeBoundary what={t('app.screen.this')}>
      <Suspense fallback={<p className="muted">{t('app.plants.loading')}</p>}>
        <PlantStoreScreen />
      </Suspense>
    </CodeBoundary>
  );
}
