import { placeHour, type PlaceClock } from './local-time';

/** Evening and night hours, when a start reads "tonight". */
export const NIGHT_FROM = 18;
export const NIGHT_UNTIL = 6;

/**
 * Whether an instant of the place's next date reads as "tonight" at `now`: its small hours do, unless
 * that night is under way (at 02:15, "tonight from 01:00" reads as past).
 */
export function readsAsTonight(instant: number, now: number, clock: PlaceClock): boolean {
  return placeHour(instant, clock) < NIGHT_UNTIL && placeHour(now, clock) >= NIGHT_UNTIL;
}
