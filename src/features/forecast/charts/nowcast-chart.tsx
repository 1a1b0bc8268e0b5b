import { t } from '../../../i18n/i18n';
import { formatPlaceTime, parseApiTime } from '../../../lib/local-time';
import { chartValue, formatNumber, formatPrecipitation } from '../../../lib/unit-format';
import { convertPrecipitation, UNIT_LABELS, type UnitPreferences } from '../../../lib/units';
import type { ForecastView } from '../forecast-view';
import { InspectableChart } from './inspectable-chart';

/** The next hour in four quarter-hour bars. */
export function NowcastChart({ view, units }: { view: ForecastView; units: UnitPreferences }) {
  const minutely = view.weather.minutely;
  if (!minutely) return null;
  const times = minutely.time.map((time) => formatPlaceTime(parseApiTime(time, view.weather.utc_offset_seconds), view.clock));
  const amount = (i: number) => formatPrecipitation(minutely.precipitation[i] ?? Number.NaN, units);
  return (
    <InspectableChart
      spec={{
        title: t('forecast.chart.nowcastTitle'),
        chart: 'nowcast',
        xLabels: times,
        bars: {
          name: t('forecast.precipitation'),
          values: minutely.precipitation.map((mm) => convertPrecipitation(chartValue(mm), units.precipitation)),
          max: convertPrecipitation(1, units.precipitation),
          className: 'chart__amount',
          unit: UNIT_LABELS.precipitation[units.precipitation],
          formatTick: (value) => formatNumber(value, 2),
        },
        formatTick: (value) => formatNumber(value, 2),
        readout: (i) => t('forecast.chart.nowcastReadout', { time: times[i] ?? '', amount: amount(i) }),
        table: { columns: [t('forecast.chart.from'), t('forecast.precipitation')], rows: times.map((time, i) => [time, amount(i)]) },
      }}
    />
  );
}
