import { useStoredDocument } from '../../offline/stored-document';
import { parseHourlyMeasure, type HourlyMeasure } from './hourly-measures';

export const HOURLY_MEASURE_KEY = 'settings.hourly-measure';

/** The measure the reader last chose for the 24-hour chart, saved on this device; temperature until then. */
export function useHourlyMeasure(): [HourlyMeasure, (next: HourlyMeasure) => void] {
  const { value, set } = useStoredDocument<HourlyMeasure>(HOURLY_MEASURE_KEY, 'temperature', parseHourlyMeasure);
  return [value, set];
}
