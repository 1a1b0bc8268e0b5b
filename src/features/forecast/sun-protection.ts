import type { ForecastView } from './forecast-view';
import { HOUR_MS } from '../../lib/durations';

/** The UV index from which the skin needs protecting (WHO: 3 and above, "moderate"). */
export const UV_PROTECT_FROM = 3;

/** From the first hour ahead whose UV index reaches the protect level to the end of the last one. */
export function sunProtectionHours(view: ForecastView): { start: number; end: number } | undefined {
  const uv = view.hourlyInstants.map((_, i) => view.weather.hourly.uv_index[i] ?? 0);
  const first = uv.findIndex((index) => index >= UV_PROTECT_FROM);
  if (first === -1) return undefined;
  const last = uv.findLastIndex((index) => index >= UV_PROTECT_FROM);
  return { start: view.hourlyInstants[first]!, end: view.hourlyInstants[last]! + HOUR_MS };
}
