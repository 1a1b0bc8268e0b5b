import { useEffect, useMemo, type ReactNode } from 'react';
import { t } from '../../../i18n/i18n';
import type { ApiResult } from '../../../api/client';
import type { Weather } from '../../../api/schemas/weather';
import { forecastWarnings, type AirReading } from '../../../lib/weather-warnings/forecast-warnings';
import { Deferred } from '../../../ui/deferred';
import { QueryContent } from '../../../ui/query-content';
import { useUnits } from '../../../ui/units-context';
import { useNow } from '../../../ui/use-now';
import { WeatherWarnings } from '../../../ui/weather-warnings/weather-warnings';
import { useWeather } from '../api/get-weather';
import { forgetEarlyToggles } from '../charts/tables-opened-early';
import type { ForecastParams } from '../api/keys';
import { toForecastView } from '../forecast-view';
import { CurrentConditions, CurrentDetails } from './current-conditions';
import { DailyForecast } from './daily-forecast';
import { HourlyForecast } from './hourly-forecast';
import { ModelComparison } from './model-comparison';
import { Nowcast } from './nowcast';
import { Sources } from './sources';
import './forecast.css';
import { MINUTE_MS } from '../../../lib/durations';

export interface ForecastPlace {
  lat: number;
  lon: number;
  /** The place's IANA zone if already known; the forecast's own `timezone` wins. */
  timezone?: string;
  /** Metres above sea level, when known: the pressure is then read at sea level. */
  elevation?: number;
}

/**
 * Everything /api/py/weather says about a place, panel by panel, in the place's own time, with the
 * warnings it raises; `air` (the cached air reading, from the air-quality feature) adds unhealthy air.
 */
export function ForecastPanels({ place, air }: { place: ForecastPlace; air?: AirReading }) {
  const point = useMemo(() => ({ lat: place.lat, lon: place.lon }), [place.lat, place.lon]);
  const query = useWeather({ params: point });
  // A table opened before its chart came opens that chart here, not on the next place.
  useEffect(() => forgetEarlyToggles, [point]);
  return (
    <div className="forecast">
      <QueryContent query={query} status="in-body" what={t('forecast.what')} errorTitle={t('forecast.error')} loadingLabel={t('forecast.loading')} loadingLines={5}>
        {(_, result, status) => (
          // The answer's own elevation is the one its pressures were forecast for; a place's is next best.
          <ForecastBody result={result} point={point} placeTimeZone={place.timezone} elevation={result.data.elevation ?? place.elevation} air={air} status={status} />
        )}
      </QueryContent>
    </div>
  );
}

interface ForecastBodyProps {
  result: ApiResult<Weather>;
  point: ForecastParams;
  placeTimeZone?: string;
  elevation?: number;
  air?: AirReading;
  /** The forecast's age and Refresh, said once, in the first card (one answer feeds every card). */
  status: ReactNode;
}

/** A card's room until it is drawn; an element made afresh for each (see test/source-tree.test.ts on module-level elements). */
const Placeholder = () => <div className="card forecast-placeholder" />;

function ForecastBody({ result, point, placeTimeZone, elevation, air, status }: ForecastBodyProps) {
  const units = useUnits();
  // A minute's tick re-anchors the screen as time passes while it is open.
  const now = useNow(MINUTE_MS);
  const view = useMemo(() => toForecastView(result, now, placeTimeZone), [result, now, placeTimeZone]);
  // Once for the card and the day in words: the screen draws again for much else.
  const warnings = useMemo(() => forecastWarnings(result.data, { now, air }), [result.data, now, air]);
  return (
    <div className="forecast">
      {/* Phone order: now and the next hours, the week, then the detail; wide screens place
          each area in the place screen's grid (place-layout.css). */}
      <div className="place-area place-area--now">
        <CurrentConditions view={view} units={units} point={point} warnings={warnings} status={status} />
        <WeatherWarnings warnings={warnings} clock={view.clock} now={view.now} units={units} />
      </div>
      <div className="place-area place-area--daily">
        <DailyForecast view={view} units={units} />
      </div>
      {/* Cards whose weight is a chart come at once, at their final height; the chart follows
          in a task of its own (lazy-charts.tsx), so no card below them moves when it comes. */}
      <div className="place-area place-area--nowcast">
        <Nowcast view={view} units={units} />
      </div>
      <div className="place-area place-area--hourly">
        <HourlyForecast view={view} units={units} elevation={elevation} />
      </div>
      <div className="place-area place-area--details">
        <Deferred placeholder={<Placeholder />}><CurrentDetails view={view} units={units} elevation={elevation} /></Deferred>
      </div>
      <div className="place-area place-area--models">
        <Deferred placeholder={<Placeholder />}><ModelComparison point={point} view={view} units={units} /></Deferred>
      </div>
      <div className="place-area place-area--sources">
        <Deferred placeholder={<Placeholder />}><Sources view={view} /></Deferred>
      </div>
    </div>
  );
}
