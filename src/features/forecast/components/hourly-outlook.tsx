import { useMemo } from 'react';
import { t } from '../../../i18n/i18n';
import { QueryContent } from '../../../ui/query-content';
import type { UnitPreferences } from '../../../lib/units';
import { useUnits } from '../../../ui/units-context';
import { useNow } from '../../../ui/use-now';
import { useWeather } from '../api/get-weather';
import { toForecastView, type ForecastView } from '../forecast-view';
import { HourlyStrip } from './hourly-strip';
import './forecast.css';
import { MINUTE_MS } from '../../../lib/durations';

/** A place's next hours on their own (the home card's outlook), from the forecast's query and cache. */
export function HourlyOutlook({ lat, lon }: { lat: number; lon: number }) {
  const point = useMemo(() => ({ lat, lon }), [lat, lon]);
  const query = useWeather({ params: point });
  const units = useUnits();
  const now = useNow(MINUTE_MS);
  return (
    <QueryContent query={query} variant="row" rowAge="when-stale" what={t('forecast.outlook.what')} errorTitle={t('forecast.outlook.error')} loadingLabel={t('forecast.outlook.loading')}>
      {(_, result) => <Outlook view={toForecastView(result, now)} units={units} />}
    </QueryContent>
  );
}

/** The strip, or, for a copy whose hours have all passed, a plain word instead of an empty row. */
function Outlook({ view, units }: { view: ForecastView; units: UnitPreferences }) {
  if (view.hourlyInstants.length === 0) return <span className="muted">{t('forecast.outlook.passed')}</span>;
  return <HourlyStrip view={view} units={units} />;
}
