import type { Embed } from '../../api/schemas/embed';
import { formatPlaceDate } from '../../lib/local-time';
import { SERVICE_TODAY } from './service-today';

/** The home card's days from the place's `today` on; "Today" names only today (the service labels its first day so). */
export function daysAhead(days: Embed['daily'], today: string): Embed['daily'] {
  return days
    .filter((day) => day.date >= today)
    .map((day) => ({ ...day, day: day.date === today ? SERVICE_TODAY : day.day === SERVICE_TODAY ? formatPlaceDate(day.date, 'weekday') : day.day }));
}
