import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef, type MutableRefObject } from 'react';
import { t } from '../../../i18n/i18n';
import { DEFAULT_TILE_CREDIT_LINK } from '../../../lib/tiles';
import { MAP_TILE_URL } from '../../../offline/map-tile-url';
import { placeLabels, zoomToShow, type Box, type Point } from '../label-layout';
import { PLACE_MAP_ZOOM, type MapMarker, type PlaceMapProps } from '../map-types';
import { drawLeader, leaderLayer, moveBadge } from './badge-leader';
import { cooperativeGestures } from './cooperative-gestures';
import { addWordedControls } from './map-controls';

/** The operator's own attribution when configured (HTML, as given), else OpenStreetMap's in the person's language. */
function tileAttribution(): string {
  return import.meta.env.VITE_TILE_ATTRIBUTION || t('map.attribution', { link: DEFAULT_TILE_CREDIT_LINK });
}

/** A tile that is neither cached nor reachable shows as a plain neutral square. */
const MISSING_TILE =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='256' height='256'%3E%3Crect width='256' height='256' fill='%23c9ced6'/%3E%3C/svg%3E";

// Drawn in SVG rather than Leaflet's default PNG icons, whose CSS-relative paths break under bundlers.
const PIN_SVG =
  '<svg viewBox="0 0 30 40" width="30" height="40" aria-hidden="true"><path d="M15 1C7.3 1 1 7.2 1 14.9 1 25.3 15 39 15 39s14-13.7 14-24.1C29 7.2 22.7 1 15 1z" fill="#0b5cad" stroke="#fff" stroke-width="2"/><circle cx="15" cy="15" r="5" fill="#fff"/></svg>';

const PIN = { width: 30, height: 40 };
const placeIcon = L.divIcon({ className: 'map-pin', html: PIN_SVG, iconSize: [PIN.width, PIN.height], iconAnchor: [PIN.width / 2, PIN.height] });
const markerIcon = L.divIcon({ className: 'map-dot', iconSize: [18, 18], iconAnchor: [9, 9] });
/** A badge's box, border included: a touch target at least 24 px each way (WCAG 2.5.8); the layout keeps badges this size apart. */
const BADGE = { width: 48, height: 24 };

/** The point at the middle of the map as it stands, or undefined once it is gone. */
export type MapCentre = () => { lat: number; lon: number } | undefined;

interface LeafletMapProps extends PlaceMapProps {
  describedBy: string;
  /** Set to read the map's centre, for the "Weather at the map's centre" button beside it. */
  centre: MutableRefObject<MapCentre | undefined>;
  /** Take the focus once drawn (it was on the placeholder this map replaces). */
  autoFocus: boolean;
}

/** A marker that reads as text (an airport code), so it is never told apart by colour alone. */
function badgeIcon(badge: string): L.DivIcon {
  const text = document.createElement('span');
  text.textContent = badge;
  return L.divIcon({ className: 'map-badge', html: text, iconSize: [BADGE.width, BADGE.height], iconAnchor: [BADGE.width / 2, BADGE.height / 2] });
}

/** A marker's position on the world copy nearest the place, so a neighbour across the date line is drawn beside it. */
function nearestCopy(marker: MapMarker, centre: L.LatLng): L.LatLng {
  const east = ((((marker.lon - centre.lng + 180) % 360) + 360) % 360) - 180;
  return L.latLng(marker.lat, centre.lng + east);
}

/** The place's own zoom, or further out when a marker would fall outside the view, always centred on the place. */
function zoomShowing(map: L.Map, centre: L.LatLng, points: readonly L.LatLng[]): number {
  const origin = map.project(centre, 0);
  const size = map.getSize();
  return zoomToShow(
    points.map((point) => map.project(point, 0).subtract(origin)),
    { width: size.x, height: size.y },
    // Room for a badge beside a point on the edge.
    BADGE,
    PLACE_MAP_ZOOM,
  );
}

/** Moves badges apart at the current zoom, clear of the pin, and draws leaders for those moved off their airport. */
function layOutBadges(map: L.Map, centre: L.LatLng, badges: readonly L.Marker[], leaders: L.LayerGroup): void {
  const pin = map.latLngToLayerPoint(centre);
  const pinBox: Box = { left: pin.x - PIN.width / 2, top: pin.y - PIN.height, right: pin.x + PIN.width / 2, bottom: pin.y };
  const points: Point[] = badges.map((badge) => map.latLngToLayerPoint(badge.getLatLng()));
  const offsets = placeLabels(points, BADGE, { obstacles: [pinBox] });
  leaders.clearLayers();
  badges.forEach((badge, index) => {
    const element = badge.getElement();
    if (element) moveBadge(element, offsets[index]!, BADGE);
    drawLeader(map, leaders, badge.getLatLng(), offsets[index]!, BADGE);
  });
}

export default function LeafletMap({ center, label, markers, onSelectPoint, describedBy, centre: centreRef, autoFocus }: LeafletMapProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const hintRef = useRef<HTMLParagraphElement>(null);
  const mapRef = useRef<L.Map | undefined>(undefined);
  const selectRef = useRef(onSelectPoint);
  useEffect(() => {
    selectRef.current = onSelectPoint;
  });

  useEffect(() => {
    const map = L.map(containerRef.current!, { zoomControl: false, keyboard: true });
    addWordedControls(map);
    L.tileLayer(MAP_TILE_URL, {
      attribution: tileAttribution(),
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
    centreRef.current = () => {
      const { lat, lng } = map.getCenter().wrap();
      return { lat, lon: lng };
    };
    const releaseGestures = cooperativeGestures(frameRef.current!, containerRef.current!, hintRef.current!);
    if (autoFocus) containerRef.current!.focus({ preventScroll: true });
    return () => {
      releaseGestures();
      map.remove();
      mapRef.current = undefined;
      centreRef.current = undefined;
    };
    // Neither changes once the map is drawn: the holder is one ref, the focus is taken once.
  }, [centreRef, autoFocus]);

  // The view first: Leaflet places nothing before it has one.
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const centre = L.latLng(center.lat, center.lon);
    const drawn = (markers ?? []).map((marker) => {
      const icon = marker.badge === undefined ? markerIcon : badgeIcon(marker.badge);
      const point = L.marker(nearestCopy(marker, centre), { icon, title: marker.label, alt: marker.label, keyboard: true });
      const onSelect = marker.onSelect;
      if (onSelect) {
        point.on('click', () => onSelect());
        // Leaflet makes markers focusable but only opens popups on Enter: choosing needs this.
        point.on('keypress', (event: L.LeafletKeyboardEvent) => {
          if (event.originalEvent.key === 'Enter' || event.originalEvent.key === ' ') onSelect();
        });
      }
      return point;
    });
    map.setView(centre, zoomShowing(map, centre, drawn.map((point) => point.getLatLng())), { animate: false });
    const layer = L.layerGroup(drawn).addTo(map);
    const leaders = leaderLayer(map);
    const badges = drawn.filter((_, index) => markers?.[index]?.badge !== undefined);
    const layOut = () => layOutBadges(map, centre, badges, leaders);
    layOut();
    map.on('zoomend', layOut);
    return () => {
      map.off('zoomend', layOut);
      layer.remove();
      leaders.remove();
    };
  }, [center.lat, center.lon, markers]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const marker = L.marker([center.lat, center.lon], { icon: placeIcon, title: label, keyboard: false, interactive: false }).addTo(map);
    return () => {
      marker.remove();
    };
  }, [center.lat, center.lon, label]);

  return (
    <div ref={frameRef} className="place-map__frame">
      <div
        ref={containerRef}
        className="place-map__canvas"
        dir="ltr"
        role="application"
        aria-label={t('map.label', { label })}
        aria-describedby={describedBy}
      />
      {/* A reminder for a gesture; the map's description says the same to everyone. */}
      <p ref={hintRef} className="place-map__hint" aria-hidden="true" />
    </div>
  );
}
