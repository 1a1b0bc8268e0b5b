/** Millimetres in a quarter hour below which the step counts as dry (a trace, not rain). */
export const WET_STEP_MM = 0.05;
/** Quarter-hour amounts that bound light and heavy rain (2.5 and 7.6 mm per hour). */
const LIGHT_STEP_MM = 0.625;
const HEAVY_STEP_MM = 1.9;
const MINUTE_MS = 60_000;
/** Times in the sentence are rounded to this many minutes: a nowcast is not more exact. */
const ROUND_MINUTES = 5;

export interface NowcastOutlook {
  /** Start of each quarter hour, the one under way at `now` first. */
  starts: readonly number[];
  /** Millimetres in each quarter hour. */
  precipitation: readonly number[];
  now: number;
  /** The current conditions report rain or snow falling. */
  fallingNow: boolean;
  /** 'Rain' or 'Snow'. */
  word: string;
}

/**
 * One sentence for the rest of the nowcast, counted from now and agreeing with the current
 * conditions: what changes first, or how it stays.
 */
export function nowcastSentence({ starts, precipitation, now, fallingNow, word }: NowcastOutlook): string {
  const wet = precipitation.map((mm) => mm >= WET_STEP_MM);
  const lower = word.toLowerCase();
  const change = wet.findIndex((isWet) => isWet !== wet[0]);
  const inAbout = () => minutesPhrase(starts[change]! - now);
  if (!wet.some(Boolean)) {
    return fallingNow ? `${word} stopping now, with none expected in the next hour` : `No ${lower} expected in the next hour`;
  }
  const wetRun = precipitation.filter((_, i) => wet[i]);
  if (change === -1) return `${intensity(wetRun)} ${lower} for the next hour`;
  if (wet[0]) return `${intensity(wetRun)} ${lower} stopping ${inAbout()}`;
  return fallingNow ? `${word} stopping now, starting again ${inAbout()}` : `${intensity(wetRun)} ${lower} starting ${inAbout()}`;
}

function minutesPhrase(ms: number): string {
  const minutes = Math.round(ms / MINUTE_MS / ROUND_MINUTES) * ROUND_MINUTES;
  return minutes < ROUND_MINUTES ? 'in a few minutes' : `in about ${minutes} minutes`;
}

function intensity(amounts: readonly number[]): string {
  const mean = amounts.reduce((sum, mm) => sum + mm, 0) / amounts.length;
  if (mean < LIGHT_STEP_MM) return 'Light';
  return mean < HEAVY_STEP_MM ? 'Moderate' : 'Heavy';
}
