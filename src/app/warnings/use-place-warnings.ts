import { useMemo } from 'react';
import type { Embed } from '../../api/schemas/embed';
import { useCachedAirReading } from '../../features/air-quality/use-cached-air-reading';
import { useCachedForecast } from '../../features/forecast/use-cached-readings';
import { embedWarningForecast } from './embed-warning-forecast';
import { forecastWarnings } from '../../lib/weather-warnings/forecast-warnings';
import type { WeatherWarning } from '../../lib/weather-warnings/warning';
import { useNow } from '../../ui/use-now';
import { MINUTE_MS } from '../../lib/durations';

/** A badge's warnings: from the cached forecast, else the embed's days, plus cached air; re-anchored each minute. */
export function usePlaceWarnings(place: { lat: number; lon: number }, embed: Embed | undefined): WeatherWarning[] {
  const now = useNow(MINUTE_MS);
  const forecast = useCachedForecast(place)?.data;
  const air = useCachedAirReading(place);
  return useMemo(() => {
    const source = forecast ?? (embed && embedWarningForecast(embed));
    return source ? forecastWarnings(source, { now, air }) : [];
  }, [forecast, embed, now, air]);
}
