import type { WeatherModelSeries } from '../../../api/schemas/weather';
import { activeIntlLocale, t } from '../../../i18n/i18n';
import { formatPlaceHour, formatPlaceTime, parseApiTime, type PlaceClock } from '../../../lib/local-time';
import { chartValue, formatNumber, formatPrecipitation, formatTemperature, isolated } from '../../../lib/unit-format';
import { convertPrecipitation, convertTemperature, UNIT_LABELS, type UnitPreferences } from '../../../lib/units';
import { MODEL_NAMES } from '../models';
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
  const valueAt = (model: WeatherModelSeries, i: number) => raw(model)[i] ?? Number.NaN;
  const readout = (i: number) => {
    const time = labels[i] ?? '';
    const values = listFormat().format(models.map((model) => t('forecast.chart.modelValue', { model: MODEL_NAMES[model.model], value: format(valueAt(model, i)) })));
    if (models.length < 2) return t('forecast.chart.modelReadout', { time, values });
    const all = models.map((model) => valueAt(model, i));
    return t('forecast.chart.modelReadoutSpread', { time, values, low: format(Math.min(...all)), high: format(Math.max(...all)) });
  };
  const title = isTemperature
    ? t('forecast.chart.modelTemperatureTitle', { unit: UNIT_LABELS.temperature[units.temperature] })
    : t('forecast.chart.modelPrecipitationTitle', { unit: UNIT_LABELS.precipitation[units.precipitation] });
  return (
    <InspectableChart
      spec={{
        title,
        chart: 'models',
        xLabels: instants.map((instant) => formatPlaceHour(instant, clock)),
        lines,
        unit: isTemperature ? UNIT_LABELS.temperature[units.temperature] : UNIT_LABELS.precipitation[units.precipitation],
        band: lines.length > 1 ? { lower: instants.map((_, i) => Math.min(...column(i))), upper: instants.map((_, i) => Math.max(...column(i))), name: t('forecast.chart.spreadName') } : undefined,
        nonNegative: !isTemperature,
        minSpan: isTemperature ? 2 : convertPrecipitation(1, units.precipitation),
        formatTick: (value) => (isTemperature ? isolated(`${formatNumber(value, 0)}°`) : formatNumber(value, 2)),
        readout,
        table: {
          columns: [t('forecast.chart.time'), ...lines.map((series) => series.name)],
          rows: labels.map((label, i) => [label, ...models.map((model) => format(valueAt(model, i)))]),
        },
      }}
    />
  );
}

const listFormats = new Map<string, Intl.ListFormat>();

/** "GFS 3°, ICON 4°, ECMWF 5°", as the reader's language lists things ("… et ECMWF 5°"). */
function listFormat(): Intl.ListFormat {
  const locale = activeIntlLocale();
  let format = listFormats.get(locale);
  if (!format) {
    format = new Intl.ListFormat(locale, { type: 'unit', style: 'short' });
    listFormats.set(locale, format);
  }
  return format;
}
