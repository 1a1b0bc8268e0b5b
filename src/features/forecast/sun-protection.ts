import { t } from '../../i18n/i18n';
import { HOUR_MS } from '../../lib/durations';
import { formatPlaceHour, placeDate } from '../../lib/local-time';
import type { ForecastView } from './forecast-view';
import { hourDay } from './hour-day';
import { needsSunProtection } from './uv-category';

/** From the first hour ahead whose UV index reaches the protect level to the end of that day's last one. */
export function sunProtectionHours(view: ForecastView): { start: number; end: number } | undefined {
  const uv = view.hourlyInstants.map((_, i) => view.weather.hourly.uv_index[i] ?? 0);
  const first = uv.findIndex(needsSunProtection);
  if (first === -1) return undefined;
  // That day's only: a span to tomorrow's last such hour would run through the night.
  const dateOf = (i: number) => placeDate(view.hourlyInstants[i]!, view.clock);
  const last = uv.findLastIndex((value, i) => needsSunProtection(value) && dateOf(i) === dateOf(first));
  return { start: view.hourlyInstants[first]!, end: view.hourlyInstants[last]! + HOUR_MS };
}

/** "Sun protection from 11:00 to 16:00.", with "tomorrow" when those hours are tomorrow's; nothing when none are needed. */
export function sunProtectionWords(view: ForecastView): string | undefined {
  const hours = sunProtectionHours(view);
  return hours && t('forecast.words.sunProtection', { start: formatPlaceHour(hours.start, view.clock), end: formatPlaceHour(hours.end, view.clock), day: hourDay(view, hours.start) });
}
