import { lazy, Suspense, useId } from 'react';
import type { PlaceMapProps } from '../map-types';
import { MapErrorBoundary } from './map-error-boundary';
import './place-map.css';

// Leaflet and its CSS live in their own chunk, fetched only when a map is shown.
const LeafletMap = lazy(() => import('./leaflet-map'));

export function PlaceMap(props: PlaceMapProps) {
  const titleId = useId();
  const hintId = useId();
  return (
    <section className="card place-map" aria-labelledby={titleId}>
      <h2 id={titleId}>Map</h2>
      <p className="muted" id={hintId}>
        Map centred on {props.label}. Select a point to see the weather there. Move the map with two fingers or with the mouse;
        with a keyboard, use the arrow keys and “Weather at the map’s centre”.
      </p>
      <MapErrorBoundary>
        <Suspense fallback={<div className="place-map__canvas place-map__loading">Loading the map…</div>}>
          <LeafletMap {...props} describedBy={hintId} />
        </Suspense>
      </MapErrorBoundary>
    </section>
  );
}
