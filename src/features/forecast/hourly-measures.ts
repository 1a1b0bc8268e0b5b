import type { Weather } from '../../api/schemas/weather';
import type { ForecastView } from './forecast-view';

/** An hourly series of numbers in the kept forecast. */
export type HourlySeries = Exclude<keyof Weather['hourly'], 'time' | 'is_day'>;

/** What the 24-hour chart can show, in the order the picker offers them. */
export const HOURLY_MEASURES = ['temperature', 'precipitation', 'wind', 'humidity', 'cloud', 'uv', 'pressure'] as const;
export type HourlyMeasure = (typeof HOURLY_MEASURES)[number];

/** The series a measure cannot be drawn without; its companions (feels like, visibility…) are drawn when given. */
const NEEDS: Record<HourlyMeasure, HourlySeries> = {
  temperature: 'temperature_2m',
  precipitation: 'precipitation',
  wind: 'wind_speed_10m',
  humidity: 'relative_humidity_2m',
  cloud: 'cloud_cover',
  uv: 'uv_index',
  pressure: 'surface_pressure',
};

/** Whether the hours ahead hold at least one value of `series`. */
export function hasSeries(view: ForecastView, series: HourlySeries): boolean {
  return view.weather.hourly[series].some((value) => value !== null);
}

/** The measures this answer has data for: one the service did not send is not offered. */
export function offeredMeasures(view: ForecastView): HourlyMeasure[] {
  return HOURLY_MEASURES.filter((measure) => hasSeries(view, NEEDS[measure]));
}

export function parseHourlyMeasure(stored: unknown): HourlyMeasure | undefined {
  return HOURLY_MEASURES.find((measure) => measure === stored);
}
