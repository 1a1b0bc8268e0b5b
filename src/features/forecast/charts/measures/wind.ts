import { t } from '../../../../i18n/i18n';
import { compassName } from '../../../../lib/compass';
import { formatWind, MISSING } from '../../../../lib/unit-format';
import { convertWind, UNIT_LABELS } from '../../../../lib/units';
import type { ChartSpec } from '../chart-spec';
import { hourlyFrame, numberTicks, type MeasureInput } from './hourly-frame';

/** Wind speed and gusts on one scale, with arrows along the top showing where the wind goes. */
export function windSpec(input: MeasureInput): ChartSpec {
  const { units } = input;
  const { hourly, times, spec, at, values } = hourlyFrame(input, 'wind');
  const toUnit = (kmh: number) => convertWind(kmh, units.wind);
  const speed = (i: number) => formatWind(hourly.wind_speed_10m[i], units);
  const gusts = (i: number) => formatWind(hourly.wind_gusts_10m[i], units);
  const direction = (i: number) => {
    const degrees = hourly.wind_direction_10m[i];
    return degrees == null ? MISSING : compassName(degrees);
  };
  return {
    ...spec,
    lines: [
      { name: t('forecast.fact.wind'), values: values('wind_speed_10m', toUnit), style: 0 },
      { name: t('forecast.fact.gusts'), values: values('wind_gusts_10m', toUnit), style: 1 },
    ],
    arrows: { name: t('forecast.measure.arrows'), degrees: hourly.wind_direction_10m },
    nonNegative: true,
    minSpan: toUnit(30),
    unit: UNIT_LABELS.wind[units.wind],
    formatTick: numberTicks(),
    readout: (i) => t('forecast.measure.readout.wind', { ...at(i), speed: speed(i), direction: direction(i), gusts: gusts(i) }),
    table: {
      columns: [t('forecast.chart.time'), t('forecast.fact.wind'), t('forecast.measure.direction'), t('forecast.fact.gusts')],
      get rows() {
        return times.map((time, i) => [time, speed(i), direction(i), gusts(i)]);
      },
    },
  };
}
