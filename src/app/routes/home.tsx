import { LocalWeatherCard } from '../../features/local-weather/components/local-weather-card';
import { useDocumentTitle } from '../use-document-title';

export function HomeRoute() {
  useDocumentTitle('Weather');
  return <LocalWeatherCard target={{ ip: true }} />;
}
