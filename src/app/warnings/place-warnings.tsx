import { useMemo } from 'react';
import type { Weather } from '../../api/schemas/weather';
import { useCachedAirReading } from '../../features/air-quality/use-cached-air-reading';
import type { ForecastView } from '../../features/forecast/forecast-view';
import { forecastWarnings } from '../../lib/weather-warnings/forecast-warnings';
import { useUnits } from '../../ui/units-context';
import { WeatherWarnings } from '../../ui/weather-warnings/weather-warnings';

/** The place screen's warnings from the forecast (past hours drop out at `now`) and cached air quality. */
export function PlaceWarnings({ place, forecast, view }: { place: { lat: number; lon: number }; forecast: Weather; view: ForecastView }) {
  const units = useUnits();
  const air = useCachedAirReading(place);
  // The screen draws again for much else (markers, saved state); the warnings change only with these.
  const warnings = useMemo(() => forecastWarnings(forecast, { now: view.now, air }), [forecast, view.now, air]);
  return <WeatherWarnings warnings={warnings} clock={view.clock} now={view.now} units={units} />;
}
