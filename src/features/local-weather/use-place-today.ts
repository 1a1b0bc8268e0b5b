import { useEffect, useState } from 'react';
import { timeZoneAt } from '../../api/time-zone';
import { zonedDate } from '../../lib/zoned-time';
import { useNow } from '../../ui/use-now';

/**
 * The calendar date now at a point, once `needed`: the embed names no time zone, so it is looked
 * up from the coordinates, and that lookup's data loads only for a copy old enough to have
 * crossed a midnight (a fresh answer's first day is today there). Undefined until known.
 */
export function usePlaceToday(lat: number, lon: number, needed: boolean): string | undefined {
  const [timeZone, setTimeZone] = useState<string>();
  const now = useNow(60_000);
  useEffect(() => {
    if (!needed) return;
    let current = true;
    timeZoneAt(lat, lon)
      .then((zone) => current && setTimeZone(zone))
      .catch((error: unknown) => console.warn('Could not find the time zone of the home card', error));
    return () => {
      current = false;
    };
  }, [lat, lon, needed]);
  return needed && timeZone !== undefined ? zonedDate(now, timeZone) : undefined;
}
