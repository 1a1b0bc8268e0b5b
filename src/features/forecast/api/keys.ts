import type { WeatherModel } from '../../../api/schemas/weather';

export interface ForecastPoint {
  lat: number;
  lon: number;
}

/** Four decimals (~10 m): the same place picked twice shares one cache entry. */
const round = (value: number) => Math.round(value * 1e4) / 1e4;

export const forecastKeys = {
  all: ['forecast'] as const,
  point: ({ lat, lon }: ForecastPoint) => [...forecastKeys.all, round(lat), round(lon)] as const,
  models: (point: ForecastPoint, models: readonly WeatherModel[]) =>
    [...forecastKeys.point(point), 'models', [...models].sort().join(',')] as const,
};
