import { ForecastPanels } from '../features/forecast/components/forecast-panels';
import type { SelectedPlace } from '../lib/place';

/** Everything the app knows about one place, panel by panel; each panel fails on its own. */
export function PlaceScreen({ place }: { place: SelectedPlace }) {
  return (
    <>
      <h1 className="place-title">
        {place.name}
        {place.country && <span className="muted"> · {[place.province, place.country].filter(Boolean).join(', ')}</span>}
      </h1>
      <ForecastPanels place={place} />
    </>
  );
}
