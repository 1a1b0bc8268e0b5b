/** Below this chance a day's line does not mention precipitation: "10%" on a dry day is noise. */
export const CHANCE_WORTH_SAYING_PERCENT = 20;

export function isChanceWorthSaying(percent: number | null | undefined): percent is number {
  return percent !== null && percent !== undefined && percent >= CHANCE_WORTH_SAYING_PERCENT;
}
