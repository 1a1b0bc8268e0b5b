import { useMemo } from 'react';
import type { Embed } from '../api/schemas/embed';
import { useCachedAirReading } from '../features/air-quality/use-cached-air-reading';
import { useCachedForecast } from '../features/forecast/use-cached-readings';
import { embedWarningForecast } from '../features/local-weather/embed-warning-forecast';
import { forecastWarnings } from '../lib/weather-warnings/forecast-warnings';
import type { WeatherWarning } from '../lib/weather-warnings/warning';
import { useNow } from '../ui/use-now';

/**
 * A place's weather warnings for its badge: from its full forecast when that is in the cache,
 * else from the embed's days; with its air quality when that is cached. Re-anchored every minute.
 */
export function usePlaceWarnings(place: { lat: number; lon: number }, embed: Embed | undefined): WeatherWarning[] {
  const now = useNow(60_000);
  const forecast = useCachedForecast(place)?.data;
  const air = useCachedAirReading(place);
  return useMemo(() => {
    const source = forecast ?? (embed && embedWarningForecast(embed));
    return source ? forecastWarnings(source, { now, air }) : [];
  }, [forecast, embed, now, air]);
}
