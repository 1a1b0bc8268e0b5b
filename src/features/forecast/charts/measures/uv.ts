import { t } from '../../../../i18n/i18n';
import { formatNumber } from '../../../../lib/unit-format';
import { formatUvIndex, UV_PROTECT_FROM } from '../../uv-category';
import type { ChartSpec } from '../chart-spec';
import { hourlyFrame, numberTicks, type MeasureInput } from './hourly-frame';

/** The UV index hour by hour, with a rule at the level from which the skin needs protecting. */
export function uvSpec(input: MeasureInput): ChartSpec {
  const { hourly, times, spec, at, values } = hourlyFrame(input, 'uv');
  const uv = (i: number) => formatUvIndex(hourly.uv_index[i]);
  return {
    ...spec,
    lines: [{ name: t('forecast.fact.uvIndex'), values: values('uv_index'), style: 0 }],
    rule: { name: t('forecast.measure.uvRule', { index: formatNumber(UV_PROTECT_FROM, 0) }), value: UV_PROTECT_FROM },
    nonNegative: true,
    minSpan: 8,
    formatTick: numberTicks(),
    readout: (i) => t('forecast.measure.readout.uv', { ...at(i), uv: uv(i) }),
    table: {
      columns: [t('forecast.chart.time'), t('forecast.fact.uvIndex')],
      get rows() {
        return times.map((time, i) => [time, uv(i)]);
      },
    },
  };
}
