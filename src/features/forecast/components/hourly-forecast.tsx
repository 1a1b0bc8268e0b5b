import { useMemo } from 'react';
import { t } from '../../../i18n/i18n';
import type { UnitPreferences } from '../../../lib/units';
import type { ForecastView } from '../forecast-view';
import { offeredMeasures } from '../hourly-measures';
import { measureSummary } from '../measure-summary';
import { useHourlyMeasure } from '../use-hourly-measure';
import { ForecastPanel } from './forecast-panel';
import { MEASURE_SPECS } from '../charts/measures';
import { HourlyChart } from './lazy-charts';
import { MeasurePicker } from './measure-picker';

/** The next 24 hours as a chart of the measure the reader chose (remembered), among those the answer has. */
export function HourlyForecast({ view, units, elevation }: { view: ForecastView; units: UnitPreferences; elevation: number | undefined }) {
  const [chosen, choose] = useHourlyMeasure();
  const offered = useMemo(() => offeredMeasures(view), [view]);
  const measure = offered.includes(chosen) ? chosen : offered[0];
  const summary = measure && measureSummary(measure, view, units, elevation);
  // Made once per minute's view, not on every render; its table's rows only when the table opens.
  const spec = useMemo(() => measure && MEASURE_SPECS[measure]({ view, units, elevation }), [measure, view, units, elevation]);
  return (
    <ForecastPanel id="forecast-hourly" title={t('forecast.hourly.title')} fetchedAt={view.fetchedAt} ageFrom={view.ageFrom}>
      {view.hourlyInstants.length === 0 && <p>{t('forecast.hourly.passed')}</p>}
      {view.hourlyInstants.length > 0 && measure === undefined && <p>{t('forecast.measure.none')}</p>}
      {view.hourlyInstants.length > 0 && measure !== undefined && spec !== undefined && (
        <>
          <MeasurePicker offered={offered} value={measure} onChange={choose} />
          {summary && <p className="measure-summary">{summary}</p>}
          <HourlyChart spec={spec} />
        </>
      )}
    </ForecastPanel>
  );
}
