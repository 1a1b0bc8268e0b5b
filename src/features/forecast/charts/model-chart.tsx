import type { WeatherModelSeries } from '../../../api/schemas/weather';
import { formatPlaceHour, formatPlaceTime, parseApiTime, type PlaceClock } from '../../../lib/local-time';
import { chartValue, formatNumber, formatPrecipitation, formatTemperature } from '../../../lib/unit-format';
import { convertPrecipitation, convertTemperature, UNIT_LABELS, type UnitPreferences } from '../../../lib/units';
import { MODEL_NAMES } from '../models';
import { POINT_NAMES } from './chart-frame';
import { InspectableChart, type ChartLine } from './inspectable-chart';

export interface ModelChartProps {
  models: readonly WeatherModelSeries[];
  times: readonly string[];
  utcOffsetSeconds: number;
  clock: PlaceClock;
  units: UnitPreferences;
  quantity: 'temperature' | 'precipitation';
}

/** Each model's next 24 hours of one quantity, with the spread between them shaded. */
export function ModelChart({ models, times, utcOffsetSeconds, clock, units, quantity }: ModelChartProps) {
  const instants = times.map((time) => parseApiTime(time, utcOffsetSeconds));
  const isTemperature = quantity === 'temperature';
  const convert = (value: number) =>
    isTemperature ? convertTemperature(value, units.temperature) : convertPrecipitation(value, units.precipitation);
  const format = (value: number) => (isTemperature ? formatTemperature(value, units) : formatPrecipitation(value, units));
  const raw = (model: WeatherModelSeries) => (isTemperature ? model.temperature_2m : model.precipitation);
  const lines: ChartLine[] = models.map((model, index) => ({
    name: MODEL_NAMES[model.model],
    values: raw(model).map((value) => convert(chartValue(value))),
    style: index,
  }));
  const column = (i: number) => lines.map((series) => series.values[i] ?? Number.NaN);
  const labels = instants.map((instant) => formatPlaceTime(instant, clock));
  const spread = (i: number) => {
    const values = models.map((model) => (raw(model)[i] ?? Number.NaN));
    return `${format(Math.min(...values))} to ${format(Math.max(...values))}`;
  };
  const title = isTemperature
    ? `Temperature by model, next 24 hours (${UNIT_LABELS.temperature[units.temperature]})`
    : `Precipitation by model, next 24 hours (${UNIT_LABELS.precipitation[units.precipitation]})`;
  return (
    <InspectableChart
      spec={{
        title,
        pointName: POINT_NAMES.models,
        xLabels: instants.map((instant) => formatPlaceHour(instant, clock)),
        lines,
        unit: isTemperature ? UNIT_LABELS.temperature[units.temperature] : UNIT_LABELS.precipitation[units.precipitation],
        band: lines.length > 1 ? { lower: instants.map((_, i) => Math.min(...column(i))), upper: instants.map((_, i) => Math.max(...column(i))), name: 'Spread between models' } : undefined,
        nonNegative: !isTemperature,
        minSpan: isTemperature ? 2 : convertPrecipitation(1, units.precipitation),
        formatTick: (value) => (isTemperature ? `${formatNumber(value, 0)}°` : formatNumber(value, 2)),
        readout: (i) =>
          `${labels[i]}: ${models.map((model) => `${MODEL_NAMES[model.model]} ${format((raw(model)[i] ?? Number.NaN))}`).join(', ')}${models.length > 1 ? `; spread ${spread(i)}` : ''}`,
        table: {
          columns: ['Time', ...lines.map((series) => series.name)],
          rows: labels.map((label, i) => [label, ...models.map((model) => format((raw(model)[i] ?? Number.NaN)))]),
        },
      }}
    />
  );
}
