/**
 * Below this chance of precipitation a day's line says nothing about it: "10%" on a dry day is
 * noise that hides the days when rain or snow is likely (a person takes an umbrella from about here).
 */
export const CHANCE_WORTH_SAYING_PERCENT = 20;

export function isChanceWorthSaying(percent: number | null | undefined): percent is number {
  return percent !== null && percent !== undefined && percent >= CHANCE_WORTH_SAYING_PERCENT;
}
