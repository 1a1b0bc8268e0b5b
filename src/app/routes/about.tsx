import { lazy, Suspense } from 'react';
import { t } from '../../i18n/i18n';
import { CodeBoundary, loadingCode } from '../../ui/code-boundary';
import { Skeleton } from '../../ui/skeleton';
import { useDocumentTitle } from '../use-document-title';

// Off the home screen's budget; the service worker precaches the chunk for offline use.
const AboutScreen = lazy(
  loadingCode(() => import('../../features/about/components/about-screen').then((module) => ({ default: module.AboutScreen }))),
);

export function AboutRoute() {
  useDocumentTitle(t('app.about.title'));
  return (
    <CodeBoundary what={t('app.screen.this')}>
      <Suspense fallback={<Skeleton label={t('app.loading')} />}>
        <AboutScreen />
      </Suspense>
    </CodeBoundary>
  );
}
