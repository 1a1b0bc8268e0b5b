import type { WeatherModel } from '../../../api/schemas/weather';
import { roundPoint } from '../../../lib/coordinates';

export interface ForecastParams {
  lat: number;
  lon: number;
}

export interface ModelComparisonParams extends ForecastParams {
  models: readonly WeatherModel[];
}

/** The picked models in one order, so the same set shares one request and one cache entry. */
export const modelList = (models: readonly WeatherModel[]) => [...models].sort().join(',');

export const forecastKeys = {
  all: ['forecast'] as const,
  point: ({ lat, lon }: ForecastParams) => [...forecastKeys.all, 'point', roundPoint({ lat, lon })] as const,
  models: (params: ModelComparisonParams) => [...forecastKeys.point(params), { models: modelList(params.models) }] as const,
};
