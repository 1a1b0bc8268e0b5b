/** Millimetres in a quarter hour below which the step counts as dry (a trace, not rain). */
export const WET_STEP_MM = 0.05;
/** Quarter-hour amounts that bound light and heavy rain (2.5 and 7.6 mm per hour). */
const LIGHT_STEP_MM = 0.625;
const HEAVY_STEP_MM = 1.9;
const STEP_MINUTES = 15;

/**
 * One sentence for the next hour of a 15-minute nowcast whose first step is now:
 * what changes first, or how it stays.
 */
export function nowcastSentence(precipitation: readonly number[], word = 'Rain'): string {
  const wet = precipitation.map((mm) => mm >= WET_STEP_MM);
  if (!wet.some(Boolean)) return 'No precipitation expected in the next hour';
  if (wet.every(Boolean)) return `${intensity(precipitation)} ${word.toLowerCase()} for the next hour`;
  const change = wet.findIndex((isWet) => isWet !== wet[0]);
  const minutes = change * STEP_MINUTES;
  return wet[0] ? `${word} stopping in about ${minutes} minutes` : `${word} starting in about ${minutes} minutes`;
}

function intensity(precipitation: readonly number[]): string {
  const mean = precipitation.reduce((sum, mm) => sum + mm, 0) / precipitation.length;
  if (mean < LIGHT_STEP_MM) return 'Light';
  return mean < HEAVY_STEP_MM ? 'Moderate' : 'Heavy';
}
