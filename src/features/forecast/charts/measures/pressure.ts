import { t } from '../../../../i18n/i18n';
import { pressureTrend, reportedPressure, TREND_HOURS } from '../../../../lib/atmosphere';
import { formatPressure, MISSING } from '../../../../lib/unit-format';
import { convertPressure, UNIT_LABELS } from '../../../../lib/units';
import type { ChartSpec } from '../chart-spec';
import { hourlyFrame, numberTicks, type MeasureInput } from './hourly-frame';

/** The smallest range (hPa) the axis shows, so a steady day does not look stormy. */
const PRESSURE_SPAN_HPA = 8;

/** Pressure at sea level where the elevation is known (else at the station), with each hour's three-hour trend. */
export function pressureSpec(input: MeasureInput): ChartSpec {
  const { units, elevation } = input;
  const { hourly, times, spec, at } = hourlyFrame(input, elevation === undefined ? 'station' : 'seaLevel');
  const label = elevation === undefined ? t('forecast.fact.pressureStation') : t('forecast.fact.pressureSeaLevel');
  const reported = hourly.surface_pressure.map((hpa, i) => reportedPressure(hpa, hourly.temperature_2m[i], elevation));
  const pressure = (i: number) => formatPressure(reported[i], units);
  const trend = (i: number) => {
    const [now, later] = [reported[i], reported[i + TREND_HOURS]];
    return now == null || later == null ? undefined : pressureTrend(now, later);
  };
  return {
    ...spec,
    lines: [{ name: label, values: reported.map((hpa) => (hpa == null ? Number.NaN : convertPressure(hpa, units.pressure))), style: 0 }],
    minSpan: convertPressure(PRESSURE_SPAN_HPA, units.pressure),
    unit: UNIT_LABELS.pressure[units.pressure],
    formatTick: numberTicks(units.pressure === 'inhg' ? 2 : 0),
    readout: (i) => {
      const heading = trend(i);
      return heading === undefined
        ? t('forecast.measure.readout.pressure', { ...at(i), pressure: pressure(i) })
        : t('forecast.measure.readout.pressureTrend', { ...at(i), pressure: pressure(i), trend: heading });
    },
    table: {
      columns: [t('forecast.chart.time'), label, t('forecast.measure.trend')],
      get rows() {
        return times.map((time, i) => {
          const heading = trend(i);
          return [time, pressure(i), heading === undefined ? MISSING : t('forecast.measure.trendWord', { trend: heading })];
        });
      },
    },
  };
}
