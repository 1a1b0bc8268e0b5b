import { useCallback, useId, useRef, useState } from 'react';
import { t } from '../../../i18n/i18n';
import type { PlaceMapProps } from '../map-types';
import { MapErrorBoundary, MapUnavailable } from './map-error-boundary';
import type LeafletMap from './leaflet-map';
import type { MapCentre } from './leaflet-map';
import { useWhenNear } from '../../../ui/use-when-near';
import './place-map.css';

/** The map; Leaflet's chunk loads when the map nears the view, gets focus or is asked for, a placeholder keeping its size. */
export function PlaceMap(props: PlaceMapProps) {
  const titleId = useId();
  const hintId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const placeholderRef = useRef<HTMLDivElement>(null);
  const centre = useRef<MapCentre | undefined>(undefined);
  const [loaded, setLoaded] = useState<{ LeafletMap: typeof LeafletMap; focus: boolean } | 'failed'>();
  const [loading, setLoading] = useState(false);
  const started = useRef(false);

  const load = useCallback(() => {
    if (started.current) return;
    started.current = true;
    setLoading(true);
    import('./leaflet-map').then(
      // Someone who reached the placeholder by keyboard lands on the map it became.
      ({ default: LeafletMap }) => setLoaded({ LeafletMap, focus: placeholderRef.current?.contains(document.activeElement) ?? false }),
      () => setLoaded('failed'),
    );
  }, []);
  useWhenNear(sectionRef, load);

  const { onSelectPoint } = props;
  const selectCentre = () => {
    // Until the map is drawn, its centre is the place.
    const point = centre.current?.() ?? { lat: props.center.lat, lon: props.center.lon };
    onSelectPoint?.(point.lat, point.lon);
  };

  return (
    <section ref={sectionRef} className="card place-map" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('map.heading')}</h2>
      <p className="muted" id={hintId}>
        {/* Words for the hands in use: the mouse and keys, or a touch screen's fingers. */}
        <span className="map__hint--pointer">{t('map.hintPointer', { label: props.label, button: t('map.centre') })}</span>
        <span className="map__hint--touch">{t('map.hintTouch', { label: props.label })}</span>
      </p>
      {loaded === 'failed' ? (
        <MapUnavailable />
      ) : loaded ? (
        <MapErrorBoundary>
          <loaded.LeafletMap {...props} describedBy={hintId} centre={centre} autoFocus={loaded.focus} />
        </MapErrorBoundary>
      ) : (
        // The map's own size, so nothing moves when it arrives.
        <div className="place-map__frame">
          <div ref={placeholderRef} className="place-map__placeholder" aria-busy={loading}>
            {/* The same words while it loads: a shorter text would move the button under the eye. */}
            <p>{t(props.markers?.length ? 'map.placeholderAirports' : 'map.placeholder', { label: props.label })}</p>
            {/* Reached by keyboard, the map starts; kept while it loads, as a button that vanished would drop the focus. */}
            <button type="button" className="button--quiet" onFocus={load} onClick={load}>
              {t('map.show')}
            </button>
          </div>
        </div>
      )}
      {onSelectPoint && (
        <button type="button" className="button--quiet place-map__centre" onClick={selectCentre}>
          {t('map.centre')}
        </button>
      )}
    </section>
  );
}
