import { useMemo } from 'react';
import { QueryContent } from '../../../ui/query-content';
import { useUnits } from '../../../ui/units-context';
import { useNow } from '../../../ui/use-now';
import { useWeather } from '../api/get-weather';
import { toForecastView } from '../forecast-view';
import { HourlyStrip } from './hourly-strip';
import './forecast.css';

/**
 * The next hours of a place on their own (the home card's outlook): the same query, and so the
 * same cached answer, as the place screen's forecast.
 */
export function HourlyOutlook({ lat, lon }: { lat: number; lon: number }) {
  const point = useMemo(() => ({ lat, lon }), [lat, lon]);
  const query = useWeather({ params: point });
  const units = useUnits();
  const now = useNow(60_000);
  return (
    <QueryContent query={query} variant="row" rowAge="when-stale" what="The hourly forecast" errorTitle="Hourly forecast unavailable" loadingLabel="Loading the next hours…">
      {(_, result) => <HourlyStrip view={toForecastView(result, now)} units={units} />}
    </QueryContent>
  );
}
