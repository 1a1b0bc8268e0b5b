import { lazy, Suspense } from 'react';
import { useDocumentTitle } from '../use-document-title';

// Off the home screen's budget; the service worker precaches the chunk for offline use.
const PlantStoreScreen = lazy(() =>
  import('../../features/plants/components/plant-store-screen').then((module) => ({ default: module.PlantStoreScreen })),
);

export function PlantsRoute() {
  useDocumentTitle('Plant store');
  return (
    <Suspense fallback={<p className="muted">Loading the plant store…</p>}>
      <PlantStoreScreen />
    </Suspense>
  );
}
