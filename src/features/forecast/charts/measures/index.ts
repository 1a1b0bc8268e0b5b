import type { HourlyMeasure } from '../../hourly-measures';
import type { ChartSpec } from '../chart-spec';
import { cloudSpec } from './cloud';
import type { MeasureInput } from './hourly-frame';
import { humiditySpec } from './humidity';
import { precipitationSpec } from './precipitation';
import { pressureSpec } from './pressure';
import { temperatureSpec } from './temperature';
import { uvSpec } from './uv';
import { windSpec } from './wind';

export type { MeasureInput } from './hourly-frame';

/** Each measure of the 24-hour chart and how it is drawn. */
export const MEASURE_SPECS: Record<HourlyMeasure, (input: MeasureInput) => ChartSpec> = {
  temperature: temperatureSpec,
  precipitation: precipitationSpec,
  wind: windSpec,
  humidity: humiditySpec,
  cloud: cloudSpec,
  uv: uvSpec,
  pressure: pressureSpec,
};
