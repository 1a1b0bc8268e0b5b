export interface AirQualityTarget {
  lat: number;
  lon: number;
}

export const airQualityKeys = {
  all: ['air-quality'] as const,
  at: (target: AirQualityTarget) => [...airQualityKeys.all, target] as const,
};
