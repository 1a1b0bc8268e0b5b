/**
 * A zone's UTC offset at many nearby instants, cheaply: per-day offsets and the instant of
 * the day's transition, cached for the whole process.
 */
import { MS_PER_DAY, utcOffsetSeconds } from './local-time';

/**
 * The offsets of one zone over one UTC day: `before` until `transitionMs`, `after` from
 * then on (`transitionMs` is Infinity when the day has no transition).
 */
interface DayOffsets {
  readonly before: number;
  readonly transitionMs: number;
  readonly after: number;
}

/** Zone-days kept; a forecast touches ~9 per zone, so this holds a few hundred zones' weeks. */
const DAY_OFFSETS_CAPACITY = 4096;
const dayOffsetsCache = new Map<string, DayOffsets>();

/**
 * Offsets are a whole-second step function, so the one transition of a day (real zones
 * never change twice within a day) is found by bisecting whole seconds: ~17 Intl calls,
 * paid once per zone and transition for the life of the process.
 */
function computeDayOffsets(timeZone: string, dayStartMs: number): DayOffsets {
  const before = utcOffsetSeconds(dayStartMs, timeZone);
  const after = utcOffsetSeconds(dayStartMs + MS_PER_DAY, timeZone);
  if (before === after) return { before, transitionMs: Infinity, after };
  let low = dayStartMs;
  let high = dayStartMs + MS_PER_DAY;
  while (high - low > 1000) {
    const mid = low + Math.floor((high - low) / 2000) * 1000;
    if (utcOffsetSeconds(mid, timeZone) === before) low = mid;
    else high = mid;
  }
  return { before, transitionMs: high, after };
}

/** A small LRU: recently used zone-days move to the back, the front is evicted. */
function dayOffsets(timeZone: string, day: number): DayOffsets {
  const key = `${timeZone} ${day}`;
  let entry = dayOffsetsCache.get(key);
  if (entry === undefined) {
    entry = computeDayOffsets(timeZone, day * MS_PER_DAY);
    if (dayOffsetsCache.size >= DAY_OFFSETS_CAPACITY) {
      dayOffsetsCache.delete(dayOffsetsCache.keys().next().value!);
    }
  } else {
    dayOffsetsCache.delete(key);
  }
  dayOffsetsCache.set(key, entry);
  return entry;
}

/**
 * `utcOffsetSeconds` for one zone, for callers that ask about many nearby instants (a
 * forecast asks about ~200). Answers come from a process-wide cache of per-day offsets and
 * transition instants, so a warm zone costs no Intl call at all and every instant, also
 * one beside a DST change, gets its exact offset.
 */
export function createOffsetLookup(timeZone: string): (epochMs: number) => number {
  let cachedDay = NaN;
  let cached: DayOffsets = { before: 0, transitionMs: Infinity, after: 0 };
  return (epochMs) => {
    const day = Math.floor(epochMs / MS_PER_DAY);
    if (day !== cachedDay) {
      cached = dayOffsets(timeZone, day);
      cachedDay = day;
    }
    return epochMs < cached.transitionMs ? cached.before : cached.after;
  };
}
