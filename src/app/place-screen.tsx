import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { AirQualityPanel } from '../features/air-quality/components/air-quality-panel';
import { AirportsPanel } from '../features/airports/components/airports-panel';
import { useAirportMarkers } from '../features/airports/use-airport-markers';
import { ForecastPanels } from '../features/forecast/components/forecast-panels';
import { PlaceMap } from '../features/map/components/place-map';
import { SavedPlaceToggle } from '../features/places/components/saved-place-toggle';
import { useOpenPoint } from '../features/places/use-open-place';
import { countryName } from '../lib/country-name';
import { coordinatePath, type SelectedPlace } from '../lib/place';
import { PanelBoundary } from '../ui/panel-boundary';
import { useUnits } from '../ui/units-context';

/** Everything the app knows about one place, panel by panel; each panel fails on its own. */
export function PlaceScreen({ place }: { place: SelectedPlace }) {
  const units = useUnits();
  const openPoint = useOpenPoint();
  const [, navigate] = useLocation();
  const openAirport = useCallback((lat: number, lon: number) => navigate(coordinatePath(lat, lon)), [navigate]);
  const airportMarkers = useAirportMarkers(place.lat, place.lon, openAirport);
  return (
    <>
      <h1 className="place-title">
        {place.name}
        {place.country && (
          <span className="muted"> · {[place.province, countryName(place.country)].filter(Boolean).join(', ')}</span>
        )}
        {place.near && <span className="muted"> · near {place.near}</span>}
      </h1>
      <SavedPlaceToggle place={place} />
      <PanelBoundary what="the forecast">
        <ForecastPanels place={place} />
      </PanelBoundary>
      <PlaceMap
        center={place}
        label={place.name}
        markers={airportMarkers}
        onSelectPoint={(lat, lon) => void openPoint(lat, lon)}
      />
      <AirQualityPanel lat={place.lat} lon={place.lon} />
      <AirportsPanel lat={place.lat} lon={place.lon} distanceUnit={units.distance} />
    </>
  );
}
