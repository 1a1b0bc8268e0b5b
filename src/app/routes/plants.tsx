import { PlantStoreScreen } from '../../features/plants/components/plant-store-screen';
import { useDocumentTitle } from '../use-document-title';

export function PlantsRoute() {
  useDocumentTitle('Plant store');
  return <PlantStoreScreen />;
}
