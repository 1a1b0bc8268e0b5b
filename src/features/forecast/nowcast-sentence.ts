import { t } from '../../i18n/i18n';
import { formatNumber } from '../../lib/unit-format';

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
  /** What falls, as the sentence names it. */
  type: 'rain' | 'snow';
}

/** One sentence for the rest of the nowcast, agreeing with the current conditions: what changes first, or that nothing does. */
export function nowcastSentence({ starts, precipitation, now, fallingNow, type }: NowcastOutlook): string {
  const wet = precipitation.map((mm) => mm >= WET_STEP_MM);
  const change = wet.findIndex((isWet) => isWet !== wet[0]);
  const after = () => minutesFromNow(starts[change]! - now);
  if (!wet.some(Boolean)) return fallingNow ? t('forecast.nowcast.stoppedDry', { type }) : t('forecast.nowcast.dry', { type });
  const intensity = intensityOf(precipitation.filter((_, i) => wet[i]));
  if (change === -1) return t('forecast.nowcast.steady', { type, intensity });
  if (wet[0]) return t('forecast.nowcast.stopping', { type, intensity, ...after() });
  return fallingNow ? t('forecast.nowcast.pausing', { type, ...after() }) : t('forecast.nowcast.starting', { type, intensity, ...after() });
}

/** The minutes until a change, rounded: `count` picks the wording (0 is "in a few minutes"), `minutes` is written. */
function minutesFromNow(ms: number): { count: number; minutes: string } {
  const rounded = Math.round(ms / MINUTE_MS / ROUND_MINUTES) * ROUND_MINUTES;
  const count = rounded < ROUND_MINUTES ? 0 : rounded;
  return { count, minutes: formatNumber(count, 0) };
}

function intensityOf(amounts: readonly number[]): 'light' | 'moderate' | 'heavy' {
  const mean = amounts.reduce((sum, mm) => sum + mm, 0) / amounts.length;
  if (mean < LIGHT_STEP_MM) return 'light';
  return mean < HEAVY_STEP_MM ? 'moderate' : 'heavy';
}
