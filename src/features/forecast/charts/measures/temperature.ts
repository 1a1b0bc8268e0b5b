import { t } from '../../../../i18n/i18n';
import { formatNumber, formatTemperature, isolated } from '../../../../lib/unit-format';
import { convertTemperature, UNIT_LABELS } from '../../../../lib/units';
import type { ChartSpec } from '../chart-spec';
import { hourlyFrame, type MeasureInput } from './hourly-frame';

/** Temperature and how warm it feels, on one scale in the reader's degrees. */
export function temperatureSpec(input: MeasureInput): ChartSpec {
  const { units } = input;
  const { hourly, times, spec, at, values } = hourlyFrame(input, 'temperature');
  const toUnit = (celsius: number) => convertTemperature(celsius, units.temperature);
  const temperature = (i: number) => formatTemperature(hourly.temperature_2m[i], units);
  const feelsLike = (i: number) => formatTemperature(hourly.apparent_temperature[i], units);
  return {
    ...spec,
    lines: [
      { name: t('forecast.temperature'), values: values('temperature_2m', toUnit), style: 0 },
      { name: t('forecast.fact.feelsLike'), values: values('apparent_temperature', toUnit), style: 1 },
    ],
    unit: UNIT_LABELS.temperature[units.temperature],
    formatTick: (value) => isolated(`${formatNumber(value, 0)}°`),
    readout: (i) => t('forecast.measure.readout.temperature', { ...at(i), temperature: temperature(i), feelsLike: feelsLike(i) }),
    table: {
      columns: [t('forecast.chart.time'), t('forecast.temperature'), t('forecast.fact.feelsLike')],
      get rows() {
        return times.map((time, i) => [time, temperature(i), feelsLike(i)]);
      },
    },
  };
}
