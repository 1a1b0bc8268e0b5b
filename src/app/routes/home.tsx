import { CurrentConditionsSummary } from '../../features/local-weather/components/current-conditions-summary';
import { LocalWeatherCard } from '../../features/local-weather/components/local-weather-card';
import { SavedPlacesList } from '../../features/places/components/saved-places-list';
import { UseMyLocationButton } from '../../features/places/components/use-my-location-button';
import { useDocumentTitle } from '../use-document-title';

export function HomeRoute() {
  useDocumentTitle('Weather');
  return (
    <>
      <h1 className="visually-hidden">Weather</h1>
      <UseMyLocationButton />
      <SavedPlacesList
        renderWeather={(place) => <CurrentConditionsSummary target={place.slug ? { slug: place.slug } : { lat: place.lat, lon: place.lon }} />}
      />
      <LocalWeatherCard target={{ ip: true }} />
    </>
  );
}
