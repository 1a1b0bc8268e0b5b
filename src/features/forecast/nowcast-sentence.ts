import { t } from '../../i18n/i18n';
import { intensityOf, isWet, ratePerHour } from '../../lib/precipitation-rate';
import { formatNumber } from '../../lib/unit-format';
import { QUARTER_HOUR_MS } from './forecast-view';
import { MINUTE_MS } from '../../lib/durations';

/** The rate a quarter hour's amount falls at, in mm per hour. */
const quarterRate = (mm: number) => ratePerHour(mm, QUARTER_HOUR_MS / MINUTE_MS);

/** Whether a quarter hour's amount is more than a trace. */
export const isWetQuarter = (mm: number) => isWet(quarterRate(mm));

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
  const wet = precipitation.map(isWetQuarter);
  const change = wet.findIndex((isWet) => isWet !== wet[0]);
  const after = () => minutesFromNow(starts[change]! - now);
  if (!wet.some(Boolean)) return fallingNow ? t('forecast.nowcast.stoppedDry', { type }) : t('forecast.nowcast.dry', { type });
  const wetAmounts = precipitation.filter((_, i) => wet[i]);
  const intensity = intensityOf(quarterRate(wetAmounts.reduce((sum, mm) => sum + mm, 0) / wetAmounts.length));
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
