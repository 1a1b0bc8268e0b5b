import { useAirportCount } from './airport-count';
import { useNearestAirports } from './api/get-nearest-airports';

export interface AirportMarker {
  id: string;
  lat: number;
  lon: number;
  label: string;
  onSelect: () => void;
}

/**
 * The listed airports as map markers: the same query as the panel (no extra request), and
 * only airports whose position the service gave (an optional field of ours).
 */
export function useAirportMarkers(lat: number, lon: number, onSelect: (lat: number, lon: number) => void): AirportMarker[] {
  const { count } = useAirportCount();
  const { data } = useNearestAirports(lat, lon, count);
  return (data?.data.airports ?? []).flatMap((airport) =>
    airport.lat === undefined || airport.lon === undefined
      ? []
      : [{ id: airport.icao, lat: airport.lat, lon: airport.lon, label: `${airport.icao} · ${airport.name}`, onSelect: () => onSelect(airport.lat!, airport.lon!) }],
  );
}
