import { roundPoint } from '../../../lib/coordinates';

export interface AirQualityParams {
  lat: number;
  lon: number;
}

export const airQualityKeys = {
  all: ['air-quality'] as const,
  at: (params: AirQualityParams) => [...airQualityKeys.all, 'at', roundPoint(params)] as const,
};
