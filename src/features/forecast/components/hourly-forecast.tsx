import { t } from '../../../i18n/i18n';
import type { UnitPreferences } from '../../../lib/units';
import type { ForecastView } from '../forecast-view';
import { ForecastPanel } from './forecast-panel';
import { HourlyChart } from './lazy-charts';

export function HourlyForecast({ view, units }: { view: ForecastView; units: UnitPreferences }) {
  return (
    <ForecastPanel id="forecast-hourly" title={t('forecast.hourly.title')} fetchedAt={view.fetchedAt} ageFrom={view.ageFrom}>
      {view.hourlyInstants.length === 0 ? (
        <p>{t('forecast.hourly.passed')}</p>
      ) : (
        <>
          <p className="muted chart-key">{t('forecast.hourly.key')}</p>
          <HourlyChart view={view} units={units} />
        </>
      )}
    </ForecastPanel>
  );
}
