import { t } from '../../../../i18n/i18n';
import { dewPoint } from '../../../../lib/atmosphere';
import { comfortOf } from '../../../../lib/comfort';
import { formatNumber, formatPercent, formatTemperature, isolated, MISSING } from '../../../../lib/unit-format';
import { convertTemperature, convertTemperatureDifference, UNIT_LABELS } from '../../../../lib/units';
import type { ChartSpec } from '../chart-spec';
import { hourlyFrame, type MeasureInput } from './hourly-frame';

/** The smallest range (°C) the dew point's axis shows: a few tenths' drift is no change anyone feels. */
const DEW_POINT_SPAN_C = 8;

/** Humidity as bars (own scale, per cent) under the dew point's line, with how the air feels. */
export function humiditySpec(input: MeasureInput): ChartSpec {
  const { units } = input;
  const { hourly, times, spec, at, values } = hourlyFrame(input, 'humidity');
  const dewPoints = hourly.temperature_2m.map((celsius, i) => {
    const humidity = hourly.relative_humidity_2m[i];
    return celsius == null || humidity == null ? null : dewPoint(celsius, humidity);
  });
  const humidity = (i: number) => formatPercent(hourly.relative_humidity_2m[i]);
  const dew = (i: number) => formatTemperature(dewPoints[i], units);
  const comfort = (i: number) => {
    const value = dewPoints[i];
    return value == null ? undefined : comfortOf(value);
  };
  return {
    ...spec,
    lines: [{ name: t('forecast.fact.dewPoint'), values: dewPoints.map((c) => (c == null ? Number.NaN : convertTemperature(c, units.temperature))), style: 0 }],
    unit: UNIT_LABELS.temperature[units.temperature],
    minSpan: convertTemperatureDifference(DEW_POINT_SPAN_C, units.temperature),
    bars: {
      name: t('forecast.fact.humidity'),
      values: values('relative_humidity_2m'),
      max: 100,
      className: 'chart__humidity',
      formatTick: (value) => formatPercent(value),
    },
    formatTick: (value) => isolated(`${formatNumber(value, 0)}°`),
    readout: (i) => {
      const feel = comfort(i);
      return feel === undefined
        ? t('forecast.measure.readout.humidityOnly', { ...at(i), humidity: humidity(i) })
        : t('forecast.measure.readout.humidity', { ...at(i), humidity: humidity(i), dewPoint: dew(i), comfort: feel });
    },
    table: {
      columns: [t('forecast.chart.time'), t('forecast.fact.humidity'), t('forecast.fact.dewPoint'), t('forecast.measure.comfort')],
      get rows() {
        return times.map((time, i) => {
          const feel = comfort(i);
          return [time, humidity(i), dew(i), feel === undefined ? MISSING : t('forecast.measure.comfortWord', { comfort: feel })];
        });
      },
    },
  };
}
