import { t } from '../../../../i18n/i18n';
import { formatDistance, formatPercent } from '../../../../lib/unit-format';
import { convertDistance, UNIT_LABELS } from '../../../../lib/units';
import { hasSeries } from '../../hourly-measures';
import type { ChartSpec } from '../chart-spec';
import { hourlyFrame, numberTicks, type MeasureInput } from './hourly-frame';

const METRES_PER_KM = 1000;

/** Cloud cover as bars (own scale, per cent), with the visibility's line when the answer gives it. */
export function cloudSpec(input: MeasureInput): ChartSpec {
  const { units, view } = input;
  const visibilityGiven = hasSeries(view, 'visibility');
  const { hourly, times, spec, at, values } = hourlyFrame(input, visibilityGiven ? 'cloud' : 'cloudOnly');
  const cover = (i: number) => formatPercent(hourly.cloud_cover[i]);
  const visibility = (i: number) => {
    const metres = hourly.visibility[i];
    return formatDistance(metres == null ? null : metres / METRES_PER_KM, units);
  };
  return {
    ...spec,
    lines: visibilityGiven
      ? [{ name: t('forecast.fact.visibility'), values: values('visibility', (m) => convertDistance(m / METRES_PER_KM, units.distance)), style: 0 }]
      : [],
    nonNegative: true,
    minSpan: convertDistance(10, units.distance),
    unit: UNIT_LABELS.distance[units.distance],
    bars: { name: t('forecast.fact.cloudCover'), values: values('cloud_cover'), max: 100, className: 'chart__cloud', formatTick: (value) => formatPercent(value) },
    formatTick: numberTicks(),
    readout: (i) =>
      t('forecast.measure.readout.cloud', { ...at(i), given: visibilityGiven ? 'yes' : 'no', cover: cover(i), visibility: visibility(i) }),
    table: {
      columns: [t('forecast.chart.time'), t('forecast.fact.cloudCover'), ...(visibilityGiven ? [t('forecast.fact.visibility')] : [])],
      get rows() {
        return times.map((time, i) => [time, cover(i), ...(visibilityGiven ? [visibility(i)] : [])]);
      },
    },
  };
}
