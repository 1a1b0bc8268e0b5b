import { useMemo } from 'react';
import type { ApiResult } from '../../api/client';
import type { AirQuality } from '../../api/schemas/air-quality';
import type { AirReading } from '../../lib/weather-warnings/forecast-warnings';
import { useCachedQueryData } from '../../ui/use-cached-query-data';
import { airQualityKeys } from './api/keys';

/** A place's US AQI and when the service measured it, when its air quality is in the cache; never asks for it. */
export function useCachedAirReading(place: { lat: number; lon: number } | undefined): AirReading | undefined {
  const result = useCachedQueryData<ApiResult<AirQuality>>(place && airQualityKeys.at(place));
  return useMemo(() => result && { usAqi: result.data.aqi, observedAt: result.fetchedAt }, [result]);
}
