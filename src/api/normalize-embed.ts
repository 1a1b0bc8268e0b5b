import { readServiceDate } from '../lib/zoned-time';
import type { Embed, EmbedWire } from './schemas/embed';
import { timeZoneAt } from './time-zone';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Every day's `date` as the place's calendar date. The real service may send date-times (UTC
 * instants of the local morning); those are read in the place's zone, looked up from its
 * coordinates only when needed. A day whose date cannot be read is left out.
 */
export async function normalizeEmbed(wire: EmbedWire): Promise<Embed> {
  if (wire.daily.every((day) => ISO_DATE.test(day.date))) return wire;
  const timeZone = await timeZoneAt(wire.location.lat, wire.location.lon);
  return {
    ...wire,
    daily: wire.daily.flatMap((day) => {
      const date = readServiceDate(day.date, timeZone);
      return date === undefined ? [] : [{ ...day, date }];
    }),
  };
}
