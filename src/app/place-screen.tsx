import { LocalWeatherCard } from '../features/local-weather/components/local-weather-card';
import { PlaceMap } from '../features/map/components/place-map';
import { SavedPlaceToggle } from '../features/places/components/saved-place-toggle';
import { useOpenPoint } from '../features/places/use-open-place';
import type { SelectedPlace } from '../lib/place';

/** Everything the app knows about one place, panel by panel; each panel fails on its own. */
export function PlaceScreen({ place }: { place: SelectedPlace }) {
  const openPoint = useOpenPoint();
  return (
    <>
      <h1 className="place-title">
        {place.name}
        {place.country && <span className="muted"> · {[place.province, place.country].filter(Boolean).join(', ')}</span>}
        {place.near && <span className="muted"> · near {place.near}</span>}
      </h1>
      <SavedPlaceToggle place={place} />
      <LocalWeatherCard target={place.slug ? { slug: place.slug } : { lat: place.lat, lon: place.lon }} />
      <PlaceMap center={place} label={place.name} onSelectPoint={(lat, lon) => void openPoint(lat, lon)} />
    </>
  );
}
