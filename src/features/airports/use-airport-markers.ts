import { useMemo } from 'react';
import { useAirportCount } from './airport-count';
import { useNearestAirports } from './api/get-nearest-airports';

export interface AirportMarker {
  id: string;
  lat: number;
  lon: number;
  label: string;
  badge: string;
  onSelect: () => void;
}

/** The listed airports as markers, from the panel's query (no extra request), where the service gave a position. */
export function useAirportMarkers(lat: number, lon: number, onSelect: (lat: number, lon: number) => void): AirportMarker[] {
  const { count } = useAirportCount();
  const { data } = useNearestAirports({ params: { lat, lon, count: count ?? 0 }, queryConfig: { enabled: count !== undefined } });
  const airports = data?.data.airports;
  // A new array on every render would make the map redraw its markers each time.
  return useMemo(
    () =>
      (airports ?? []).flatMap(({ icao, name, lat: airportLat, lon: airportLon }) =>
        airportLat === undefined || airportLon === undefined
          ? []
          : [{ id: icao, lat: airportLat, lon: airportLon, label: `${icao} · ${name}`, badge: icao, onSelect: () => onSelect(airportLat, airportLon) }],
      ),
    [airports, onSelect],
  );
}
