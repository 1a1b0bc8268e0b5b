import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import { DEFAULT_TILE_ATTRIBUTION, DEFAULT_TILE_URL } from '../../../lib/tiles';
import { PLACE_MAP_ZOOM, type PlaceMapProps } from '../map-types';

const TILE_URL = import.meta.env.VITE_TILE_URL || DEFAULT_TILE_URL;
const TILE_ATTRIBUTION = import.meta.env.VITE_TILE_ATTRIBUTION || DEFAULT_TILE_ATTRIBUTION;

/** A tile that is neither cached nor reachable shows as a plain neutral square. */
const MISSING_TILE =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='256' height='256'%3E%3Crect width='256' height='256' fill='%23c9ced6'/%3E%3C/svg%3E";

// Drawn in SVG rather than Leaflet's default PNG icons, whose CSS-relative paths break under bundlers.
const PIN_SVG =
  '<svg viewBox="0 0 30 40" width="30" height="40" aria-hidden="true"><path d="M15 1C7.3 1 1 7.2 1 14.9 1 25.3 15 39 15 39s14-13.7 14-24.1C29 7.2 22.7 1 15 1z" fill="#0b5cad" stroke="#fff" stroke-width="2"/><circle cx="15" cy="15" r="5" fill="#fff"/></svg>';

const placeIcon = L.divIcon({ className: 'map-pin', html: PIN_SVG, iconSize: [30, 40], iconAnchor: [15, 40] });
const markerIcon = L.divIcon({ className: 'map-dot', iconSize: [18, 18], iconAnchor: [9, 9] });

interface LeafletMapProps extends PlaceMapProps {
  describedBy: string;
}

/** A marker that reads as text (an airport code), so it is never told apart by colour alone. */
function badgeIcon(badge: string): L.DivIcon {
  const text = document.createElement('span');
  text.textContent = badge;
  return L.divIcon({ className: 'map-badge', html: text, iconSize: [48, 24], iconAnchor: [24, 12] });
}

export default function LeafletMap({ center, label, markers, onSelectPoint, describedBy }: LeafletMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | undefined>(undefined);
  const selectRef = useRef(onSelectPoint);
  useEffect(() => {
    selectRef.current = onSelectPoint;
  });

  useEffect(() => {
    const map = L.map(containerRef.current!, { zoomControl: true, keyboard: true });
    L.tileLayer(TILE_URL, {
      attribution: TILE_ATTRIBUTION,
      maxZoom: 19,
      // The tile usage policy forbids prefetching: keep only one ring of tiles beyond the view.
      keepBuffer: 1,
      errorTileUrl: MISSING_TILE,
      // CORS responses can be cached by the service worker without opaque-response padding.
      crossOrigin: true,
    }).addTo(map);
    map.on('click', (event: L.LeafletMouseEvent) => {
      const point = event.latlng.wrap();
      selectRef.current?.(point.lat, point.lng);
    });
    mapRef.current = map;
    return () => {
      map.remove();
      mapRef.current = undefined;
    };
  }, []);

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    map.setView([center.lat, center.lon], PLACE_MAP_ZOOM);
    const marker = L.marker([center.lat, center.lon], { icon: placeIcon, title: label, keyboard: false, interactive: false }).addTo(map);
    return () => {
      marker.remove();
    };
  }, [center.lat, center.lon, label]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || !markers?.length) return;
    const layer = L.layerGroup(
      markers.map((marker) => {
        const icon = marker.badge === undefined ? markerIcon : badgeIcon(marker.badge);
        const drawn = L.marker([marker.lat, marker.lon], { icon, title: marker.label, alt: marker.label, keyboard: true });
        const onSelect = marker.onSelect;
        if (onSelect) {
          drawn.on('click', () => onSelect());
          // Leaflet makes markers focusable but only opens popups on Enter: choosing needs this.
          drawn.on('keypress', (event: L.LeafletKeyboardEvent) => {
            if (event.originalEvent.key === 'Enter' || event.originalEvent.key === ' ') onSelect();
          });
        }
        return drawn;
      }),
    ).addTo(map);
    return () => {
      layer.remove();
    };
  }, [markers]);

  const selectCentre = () => {
    const centre = mapRef.current?.getCenter().wrap();
    if (centre) selectRef.current?.(centre.lat, centre.lng);
  };

  return (
    <>
      <div
        ref={containerRef}
        className="place-map__canvas"
        role="application"
        aria-label={`Map centred on ${label}`}
        aria-describedby={describedBy}
      />
      {onSelectPoint && (
        <button type="button" className="button--quiet place-map__centre" onClick={selectCentre}>
          Weather at the map’s centre
        </button>
      )}
    </>
  );
}
