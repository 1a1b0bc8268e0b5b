import { AirQualityPanel } from '../features/air-quality/components/air-quality-panel';
import { AirportsPanel } from '../features/airports/components/airports-panel';
import { LocalWeatherCard } from '../features/local-weather/components/local-weather-card';
import type { SelectedPlace } from '../lib/place';

/** Everything the app knows about one place, panel by panel; each panel fails on its own. */
export function PlaceScreen({ place }: { place: SelectedPlace }) {
  return (
    <>
      <h1 className="place-title">
        {place.name}
        {place.country && <span className="muted"> · {[place.province, place.country].filter(Boolean).join(', ')}</span>}
      </h1>
      <LocalWeatherCard target={place.slug ? { slug: place.slug } : { lat: place.lat, lon: place.lon }} />
      <AirQualityPanel lat={place.lat} lon={place.lon} />
      <AirportsPanel lat={place.lat} lon={place.lon} />
    </>
  );
}
