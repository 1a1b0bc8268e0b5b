import { t } from '../../../../i18n/i18n';
import { formatPlaceHour, formatPlaceTime } from '../../../../lib/local-time';
import { chartValue, formatNumber, isolated } from '../../../../lib/unit-format';
import type { UnitPreferences } from '../../../../lib/units';
import type { ForecastView } from '../../forecast-view';
import type { HourlySeries } from '../../hourly-measures';
import type { ChartSpec } from '../chart-spec';

/** What every measure's chart is made from. */
export interface MeasureInput {
  view: ForecastView;
  units: UnitPreferences;
  /** The place's elevation (m), when known: the pressure is then read at sea level. */
  elevation: number | undefined;
}

/** What the title says is drawn, one value per variant of a measure (with or without a companion series). */
export type MeasureTitle =
  | 'temperature' | 'precipitation' | 'amountOnly' | 'wind' | 'humidity' | 'cloud' | 'cloudOnly' | 'uv' | 'seaLevel' | 'station';

/** The parts every hourly measure shares: hours on the axis, nights shaded, and each hour's time for its readout. */
export function hourlyFrame({ view }: MeasureInput, title: MeasureTitle) {
  const { hourly } = view.weather;
  const times = view.hourlyInstants.map((instant) => formatPlaceTime(instant, view.clock));
  const spec: Pick<ChartSpec, 'title' | 'chart' | 'xLabels' | 'night' | 'nightName'> = {
    title: t('forecast.measure.title', { measure: title }),
    chart: 'hourly',
    xLabels: view.hourlyInstants.map((instant) => formatPlaceHour(instant, view.clock)),
    night: hourly.is_day.map((flag) => flag === 0),
    nightName: t('forecast.measure.night'),
  };
  return {
    hourly,
    times,
    spec,
    /** The hour's time and whether it falls at night, as every readout begins. */
    at: (i: number) => ({ time: times[i] ?? '', period: hourly.is_day[i] === 0 ? 'night' : 'day' }),
    /** A series as chart values in the reader's unit: gaps where the service gave none. */
    values: (series: HourlySeries, convert: (value: number) => number = (value) => value) =>
      hourly[series].map((value) => convert(chartValue(value))),
  };
}

/** Axis ticks as plain numbers with `digits` decimals, isolated for right-to-left text. */
export function numberTicks(digits = 0): (value: number) => string {
  return (value) => isolated(formatNumber(value, digits));
}
