import type { HourlyMeasure } from '../hourly-measures';
import { InspectableChart } from './inspectable-chart';
import { MEASURE_SPECS, type MeasureInput } from './measures';

/** The next 24 hours of one measure (temperature, wind, UV…), nights shaded, with its table and readout. */
export function HourlyChart({ measure, ...input }: MeasureInput & { measure: HourlyMeasure }) {
  return <InspectableChart spec={MEASURE_SPECS[measure](input)} />;
}
