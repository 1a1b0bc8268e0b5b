/** A point drawn on the map besides the selected place (nearest airports, for example). */
export interface MapMarker {
  id: string;
  lat: number;
  lon: number;
  label: string;
  /** Short text drawn on the marker itself (an airport's ICAO code); a plain dot without it. */
  badge?: string;
  onSelect?: () => void;
}

export interface PlaceMapProps {
  /** The selected place: the map is centred on it and marks it. */
  center: { lat: number; lon: number };
  /** The selected place's name, for the marker and the map's text alternative. */
  label: string;
  markers?: readonly MapMarker[];
  /** A point picked on the map (click, tap, or the "weather at the centre" button). */
  onSelectPoint?: (lat: number, lon: number) => void;
}

/** Regional: the place and the towns around it; zooms out, still centred, when a marker would be out of view. */
export const PLACE_MAP_ZOOM = 6;
