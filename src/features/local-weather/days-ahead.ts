import type { Embed } from '../../api/schemas/embed';
import { formatPlaceDate } from '../../lib/local-time';
import { SERVICE_TODAY } from './service-today';

/**
 * The home card's days from the place's `today` on: a copy saved yesterday drops the days that
 * passed, and "Today" names only today there (the service labels its first day so, the rest by
 * weekday).
 */
export function daysAhead(days: Embed['daily'], today: string): Embed['daily'] {
  return days
    .filter((day) => day.date >= today)
    .map((day) => ({ ...day, day: day.date === today ? SERVICE_TODAY : day.day === SERVICE_TODAY ? formatPlaceDate(day.date, 'weekday') : day.day }));
}
