import { AboutScreen } from '../../features/about/components/about-screen';
import { useDocumentTitle } from '../use-document-title';

export function AboutRoute() {
  useDocumentTitle('About');
  return <AboutScreen />;
}
