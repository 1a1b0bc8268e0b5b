import { roundPoint } from '../../../lib/coordinates';

export interface NearestAirportsParams {
  lat: number;
  lon: number;
  count: number;
}

export const airportKeys = {
  all: ['airports'] as const,
  /** Every count's list around one point. */
  around: ({ lat, lon }: Pick<NearestAirportsParams, 'lat' | 'lon'>) => [...airportKeys.all, 'nearest', roundPoint({ lat, lon })] as const,
  nearest: (params: NearestAirportsParams) => [...airportKeys.around(params), { count: params.count }] as const,
};
