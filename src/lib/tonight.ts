/** Evening and night hours, when a start reads "tonight". */
export const NIGHT_FROM = 18;
export const NIGHT_UNTIL = 6;

/**
 * Whether an hour of tomorrow's date (`hour`, local) reads as "tonight" at local hour `nowHour`:
 * its small hours do, unless that night is under way (at 02:15, "tonight from 01:00" reads as past).
 */
export function readsAsTonight(hour: number, nowHour: number): boolean {
  return hour < NIGHT_UNTIL && nowHour >= NIGHT_UNTIL;
}
