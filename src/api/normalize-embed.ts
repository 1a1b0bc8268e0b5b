import { readServiceDate } from '../lib/zoned-time';
import type { Embed, EmbedWire } from './schemas/embed';
import { timeZoneAt } from './time-zone';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Each day's `date` as the place's calendar date (the real service may send UTC date-times); unreadable days are dropped. */
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
