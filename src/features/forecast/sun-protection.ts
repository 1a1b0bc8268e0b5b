import type { ForecastView } from './forecast-view';
import { HOUR_MS } from '../../lib/durations';
import { needsSunProtection } from './uv-category';

/** From the first hour ahead whose UV index reaches the protect level to the end of the last one. */
export function sunProtectionHours(view: ForecastView): { start: number; end: number } | undefined {
  const uv = view.hourlyInstants.map((_, i) => view.weather.hourly.uv_index[i] ?? 0);
  const first = uv.findIndex(needsSunProtection);
  if (first === -1) return undefined;
  const last = uv.findLastIndex(needsSunProtection);
  return { start: view.hourlyInstants[first]!, end: view.hourlyInstants[last]! + HOUR_MS };
}
