import { AirQualityPanel } from '../features/air-quality/components/air-quality-panel';
import { AirportsPanel } from '../features/airports/components/airports-panel';
import { ForecastPanels } from '../features/forecast/components/forecast-panels';
import type { SelectedPlace } from '../lib/place';
import { useUnits } from '../ui/units-context';

/** Everything the app knows about one place, panel by panel; each panel fails on its own. */
export function PlaceScreen({ place }: { place: SelectedPlace }) {
  const units = useUnits();
  return (
    <>
      <h1 className="place-title">
        {place.name}
        {place.country && <span className="muted"> · {[place.province, place.country].filter(Boolean).join(', ')}</span>}
      </h1>
      <ForecastPanels place={place} />
      <AirQualityPanel lat={place.lat} lon={place.lon} />
      <AirportsPanel lat={place.lat} lon={place.lon} distanceUnit={units.distance} />
    </>
  );
}
