import { useMemo } from 'react';
import { describeApiError } from '../../../api/errors';
import { ErrorState } from '../../../ui/error-state';
import { NotDownloaded } from '../../../ui/not-downloaded';
import { Skeleton } from '../../../ui/skeleton';
import { useUnits } from '../../../ui/units-context';
import { useNow } from '../../../ui/use-now';
import { useWeather } from '../api/get-weather';
import { toForecastView } from '../forecast-view';
import { CurrentConditions, CurrentDetails } from './current-conditions';
import { DailyForecast } from './daily-forecast';
import { HourlyForecast } from './hourly-forecast';
import { ModelComparison } from './model-comparison';
import { Nowcast } from './nowcast';
import { Sources } from './sources';
import './forecast.css';

export interface ForecastPlace {
  lat: number;
  lon: number;
  /** The place's IANA zone if already known; the forecast's own `timezone` wins. */
  timezone?: string;
}

/** Everything /api/py/weather says about a place, panel by panel, in the place's own time. */
export function ForecastPanels({ place }: { place: ForecastPlace }) {
  const point = useMemo(() => ({ lat: place.lat, lon: place.lon }), [place.lat, place.lon]);
  const query = useWeather(point);
  const units = useUnits();
  // A minute's tick re-anchors the screen as time passes while it is open.
  const now = useNow(60_000);
  const view = useMemo(() => (query.data ? toForecastView(query.data, now, place.timezone) : undefined), [query.data, now, place.timezone]);
  if (!view) {
    if (query.isError) return <ErrorState title="Could not load the forecast" error={query.error} onRetry={() => void query.refetch()} />;
    if (query.isPaused) return <NotDownloaded what="The forecast" onRetry={() => void query.refetch()} />;
    return <Skeleton label="Loading the forecast…" lines={5} />;
  }
  return (
    <div className="forecast">
      {query.isError && (
        <p className="refresh-error" role="alert">
          Could not refresh the forecast: {describeApiError(query.error)} Showing the last data received.
        </p>
      )}
      {/* Phone order: now and the next hours, the week, then the detail; wide screens place
          each area in the place screen's grid (place-layout.css). */}
      <div className="place-area place-area--now">
        <CurrentConditions view={view} units={units} />
      </div>
      <div className="place-area place-area--daily">
        <DailyForecast view={view} units={units} />
      </div>
      <div className="place-area place-area--nowcast">
        <Nowcast view={view} units={units} />
      </div>
      <div className="place-area place-area--hourly">
        <HourlyForecast view={view} units={units} />
      </div>
      <div className="place-area place-area--details">
        <CurrentDetails view={view} units={units} />
      </div>
      <div className="place-area place-area--models">
        <ModelComparison point={point} view={view} units={units} />
      </div>
      <div className="place-area place-area--sources">
        <Sources view={view} />
      </div>
    </div>
  );
}
