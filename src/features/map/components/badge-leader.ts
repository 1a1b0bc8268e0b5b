import L from 'leaflet';
import { leaderLine, type Point, type Size } from '../label-layout';

// Leader lines' pane: above tiles and shapes (400), below markers (600), so no line crosses any badge.
const LEADER_PANE = 'leaders';
const LEADER_PANE_Z = '450';

/** The layer that holds every badge's leader line and dot, in a pane of its own beneath the markers. */
export function leaderLayer(map: L.Map): L.LayerGroup {
  const pane = map.getPane(LEADER_PANE) ?? map.createPane(LEADER_PANE);
  // Set here rather than in a stylesheet: Leaflet's `.leaflet-pane` rule is loaded later and would win.
  pane.style.zIndex = LEADER_PANE_Z;
  // Lines are drawing, not controls: a tap or click on one reaches the map beneath.
  pane.style.pointerEvents = 'none';
  return L.layerGroup().addTo(map);
}

/** Places a badge `offset` px from its point (centred at zero); moved, never replaced, so a focused badge keeps focus. */
export function moveBadge(element: HTMLElement, offset: Point, size: Size): void {
  element.style.marginLeft = `${offset.x - size.width / 2}px`;
  element.style.marginTop = `${offset.y - size.height / 2}px`;
}

/** A dot on `point` and a line to the edge of its badge at `offset` (none when the badge covers it), as map shapes. */
export function drawLeader(map: L.Map, layer: L.LayerGroup, point: L.LatLng, offset: Point, size: Size): void {
  const line = leaderLine(offset, size);
  if (!line) return;
  const start = map.latLngToLayerPoint(point);
  const end = map.layerPointToLatLng(start.add([line.to.x, line.to.y]));
  const shape = { pane: LEADER_PANE, interactive: false };
  // Colours and widths are the stylesheet's (place-map.css), which outranks these attributes.
  layer.addLayer(L.polyline([point, end], { ...shape, className: 'map-badge__halo' }));
  layer.addLayer(L.polyline([point, end], { ...shape, className: 'map-badge__line' }));
  layer.addLayer(L.circleMarker(point, { ...shape, radius: 4, className: 'map-badge__anchor' }));
}
