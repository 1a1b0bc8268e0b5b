export interface NearestAirportsTarget {
  lat: number;
  lon: number;
  count: number;
}

export const airportKeys = {
  all: ['airports'] as const,
  nearest: (target: NearestAirportsTarget) => [...airportKeys.all, 'nearest', target] as const,
};
