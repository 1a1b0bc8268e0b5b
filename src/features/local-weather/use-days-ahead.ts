import { useEffect, useState } from 'react';
import type { Embed } from '../../api/schemas/embed';
import { timeZoneAt } from '../../api/time-zone';
import { zonedDate } from '../../lib/zoned-time';
import { useNow } from '../../ui/use-now';
import type { daysAhead as DaysAhead } from './days-ahead';
import { MINUTE_MS } from '../../lib/durations';

interface Anchor {
  timeZone: string;
  daysAhead: typeof DaysAhead;
}

/** The home card's days from today at the place, once `needed`: the zone lookup and re-anchoring load only then. */
export function useDaysAhead(days: Embed['daily'], lat: number, lon: number, needed: boolean): Embed['daily'] {
  const [anchor, setAnchor] = useState<Anchor>();
  const now = useNow(MINUTE_MS);
  useEffect(() => {
    if (!needed) return;
    let current = true;
    Promise.all([timeZoneAt(lat, lon), import('./days-ahead')])
      .then(([timeZone, { daysAhead }]) => current && setAnchor({ timeZone, daysAhead }))
      .catch((error: unknown) => console.warn('Could not find the time zone of the home card', error));
    return () => {
      current = false;
    };
  }, [lat, lon, needed]);
  return needed && anchor ? anchor.daysAhead(days, zonedDate(now, anchor.timeZone)) : days;
}
