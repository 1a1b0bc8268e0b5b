import { lazy, Suspense } from 'react';
import { Skeleton } from '../../ui/skeleton';
import { useDocumentTitle } from '../use-document-title';

// Off the home screen's budget; the service worker precaches the chunk for offline use.
const AboutScreen = lazy(() =>
  import('../../features/about/components/about-screen').then((module) => ({ default: module.AboutScreen })),
);

export function AboutRoute() {
  useDocumentTitle('About');
  return (
    <Suspense fallback={<Skeleton label="Loading…" />}>
      <AboutScreen />
    </Suspense>
  );
}
