import { t } from '../../../i18n/i18n';
import { formatPlaceHour, formatPlaceTime } from '../../../lib/local-time';
import { chartValue, formatNumber, formatPercent, formatPrecipitation, formatTemperature, isolated } from '../../../lib/unit-format';
import { convertPrecipitation, convertTemperature, UNIT_LABELS, type UnitPreferences } from '../../../lib/units';
import type { ForecastView } from '../forecast-view';
import { POINT_NAMES } from './chart-frame';
import { InspectableChart } from './inspectable-chart';

/** Next 24 hours: temperature line, precipitation bars on their own axis, nights shaded (rain chance is in the strip and table). */
export function HourlyChart({ view, units }: { view: ForecastView; units: UnitPreferences }) {
  const { hourly } = view.weather;
  const times = view.hourlyInstants.map((instant) => formatPlaceTime(instant, view.clock));
  const temperature = (i: number) => formatTemperature(hourly.temperature_2m[i], units);
  const chance = (i: number) => formatPercent(hourly.precipitation_probability[i]);
  const amount = (i: number) => formatPrecipitation(hourly.precipitation[i], units);
  const precipitationUnit = UNIT_LABELS.precipitation[units.precipitation];
  return (
    <InspectableChart
      spec={{
        title: t('forecast.chart.hourlyTitle'),
        pointName: POINT_NAMES.hourly,
        xLabels: view.hourlyInstants.map((instant) => formatPlaceHour(instant, view.clock)),
        lines: [{ name: t('forecast.temperature'), values: hourly.temperature_2m.map((c) => convertTemperature(chartValue(c), units.temperature)), style: 0 }],
        unit: UNIT_LABELS.temperature[units.temperature],
        bars: {
          name: t('forecast.precipitation'),
          values: hourly.precipitation.map((mm) => convertPrecipitation(chartValue(mm), units.precipitation)),
          max: convertPrecipitation(2, units.precipitation),
          className: 'chart__amount',
          unit: precipitationUnit,
          formatTick: (value) => formatNumber(value, 2),
        },
        night: hourly.is_day.map((flag) => flag === 0),
        formatTick: (value) => isolated(`${formatNumber(value, 0)}°`),
        readout: (i) =>
          t('forecast.chart.hourlyReadout', {
            time: times[i] ?? '',
            period: hourly.is_day[i] === 0 ? 'night' : 'day',
            temperature: temperature(i),
            chance: chance(i),
            amount: amount(i),
          }),
        table: {
          columns: [t('forecast.chart.time'), t('forecast.temperature'), t('forecast.chance'), t('forecast.precipitation')],
          rows: times.map((time, i) => [time, temperature(i), chance(i), amount(i)]),
        },
      }}
    />
  );
}
