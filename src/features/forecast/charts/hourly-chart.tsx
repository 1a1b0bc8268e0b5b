import { formatPlaceHour, formatPlaceTime } from '../../../lib/local-time';
import { chartValue, formatPercent, formatPrecipitation, formatTemperature } from '../../../lib/unit-format';
import { convertPrecipitation, convertTemperature, type UnitPreferences } from '../../../lib/units';
import type { ForecastView } from '../forecast-view';
import { InspectableChart } from './inspectable-chart';

/** Next 24 hours: temperature line over precipitation-probability and amount bars, nights shaded. */
export function HourlyChart({ view, units }: { view: ForecastView; units: UnitPreferences }) {
  const { hourly } = view.weather;
  const times = view.hourlyInstants.map((instant) => formatPlaceTime(instant, view.clock));
  const temperature = (i: number) => formatTemperature(hourly.temperature_2m[i], units);
  const chance = (i: number) => formatPercent(hourly.precipitation_probability[i]);
  const amount = (i: number) => formatPrecipitation(hourly.precipitation[i], units);
  return (
    <InspectableChart
      spec={{
        title: 'Temperature and precipitation, next 24 hours',
        pointName: 'hour',
        xLabels: view.hourlyInstants.map((instant) => formatPlaceHour(instant, view.clock)),
        labelEvery: 3,
        lines: [{ name: 'Temperature', values: hourly.temperature_2m.map((c) => convertTemperature(chartValue(c), units.temperature)), style: 0 }],
        bars: [
          { name: 'Chance of precipitation', values: hourly.precipitation_probability.map(chartValue), max: 100, className: 'chart__prob' },
          {
            name: 'Precipitation',
            values: hourly.precipitation.map((mm) => convertPrecipitation(chartValue(mm), units.precipitation)),
            max: convertPrecipitation(4, units.precipitation),
            className: 'chart__amount',
          },
        ],
        night: hourly.is_day.map((flag) => flag === 0),
        formatTick: (value) => `${Math.round(value)}°`,
        readout: (i) =>
          `${times[i]}${hourly.is_day[i] === 0 ? ' (night)' : ''}: ${temperature(i)}, ${chance(i)} chance of precipitation, ${amount(i)}`,
        table: {
          columns: ['Time', 'Temperature', 'Chance of precipitation', 'Precipitation'],
          rows: times.map((time, i) => [time, temperature(i), chance(i), amount(i)]),
        },
      }}
    />
  );
}
