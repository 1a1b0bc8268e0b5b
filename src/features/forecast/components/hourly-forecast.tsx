import type { UnitPreferences } from '../../../lib/units';
import type { ForecastView } from '../forecast-view';
import { ForecastPanel } from './forecast-panel';
import { HourlyChart } from './lazy-charts';

export function HourlyForecast({ view, units }: { view: ForecastView; units: UnitPreferences }) {
  return (
    <ForecastPanel id="forecast-hourly" title="Next 24 hours" fetchedAt={view.fetchedAt} ageFrom={view.ageFrom}>
      {view.hourlyInstants.length === 0 ? (
        <p>Every hour of this forecast has passed. It is renewed as soon as the app is online.</p>
      ) : (
        <>
          <p className="muted chart-key">
            Line: temperature (left axis). Bars: precipitation (right axis). Shaded: night.
          </p>
          <HourlyChart view={view} units={units} />
        </>
      )}
    </ForecastPanel>
  );
}
