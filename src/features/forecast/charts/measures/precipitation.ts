import { t } from '../../../../i18n/i18n';
import { formatNumber, formatPercent, formatPrecipitation, isolated } from '../../../../lib/unit-format';
import { convertPrecipitation, UNIT_LABELS } from '../../../../lib/units';
import { hasSeries } from '../../hourly-measures';
import type { ChartSpec } from '../chart-spec';
import { hourlyFrame, type MeasureInput } from './hourly-frame';

/** Bars of how much falls each hour (own scale), under a line of its chance when the answer gives one. */
export function precipitationSpec(input: MeasureInput): ChartSpec {
  const { units, view } = input;
  const chanceGiven = hasSeries(view, 'precipitation_probability');
  const { hourly, times, spec, at, values } = hourlyFrame(input, chanceGiven ? 'precipitation' : 'amountOnly');
  const chance = (i: number) => formatPercent(hourly.precipitation_probability[i]);
  const amount = (i: number) => formatPrecipitation(hourly.precipitation[i], units);
  return {
    ...spec,
    lines: chanceGiven ? [{ name: t('forecast.chance'), values: values('precipitation_probability'), style: 0 }] : [],
    domain: [0, 100],
    bars: {
      name: t('forecast.measure.amount'),
      values: values('precipitation', (mm) => convertPrecipitation(mm, units.precipitation)),
      max: convertPrecipitation(2, units.precipitation),
      className: 'chart__amount',
      unit: UNIT_LABELS.precipitation[units.precipitation],
      formatTick: (value) => isolated(formatNumber(value, 2)),
    },
    formatTick: (value) => formatPercent(value),
    readout: (i) =>
      t('forecast.measure.readout.precipitation', { ...at(i), given: chanceGiven ? 'yes' : 'no', chance: chance(i), amount: amount(i) }),
    table: {
      columns: [t('forecast.chart.time'), ...(chanceGiven ? [t('forecast.chance')] : []), t('forecast.measure.amount')],
      get rows() {
        return times.map((time, i) => [time, ...(chanceGiven ? [chance(i)] : []), amount(i)]);
      },
    },
  };
}
