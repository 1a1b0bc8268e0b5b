import type { Embed } from '../../api/schemas/embed';
import { t } from '../../i18n/i18n';
import { fallingKind, LIKELY_FROM_PERCENT, likelihoodOf, POSSIBLE_FROM_PERCENT, tomorrowWords } from '../../lib/day-words';
import { HOUR_MS } from '../../lib/durations';
import { firstUnderWay } from '../../lib/hours-ahead';
import type { PreciseReadings } from '../../lib/precise-readings';
import { formatTemperature, shownTemperature } from '../../lib/unit-format';
import type { UnitPreferences } from '../../lib/units';
import { SERVICE_TODAY } from './service-today';

/** What the forecast tells of today's hours still ahead: the highest chance of rain or snow, and the warmest. */
export interface RestOfDay {
  chance?: number;
  warmest?: number;
}

/**
 * Today's hours not yet over at `now`, as the forecast has them (none without one): what is still
 * ahead, where the day's own chance and high count hours gone by.
 */
export function restOfDay(precise: PreciseReadings | undefined, date: string, now: number): RestOfDay | undefined {
  const hours = precise?.hours ?? [];
  const ahead = hours.slice(firstUnderWay(hours.map((hour) => hour.startsAt), now, HOUR_MS)).filter((hour) => hour.date === date);
  const highest = (values: (number | null)[]) => {
    const known = values.filter((value) => value !== null);
    return known.length === 0 ? undefined : Math.max(...known);
  };
  return ahead.length === 0 ? undefined : { chance: highest(ahead.map((hour) => hour.chance)), warmest: highest(ahead.map((hour) => hour.temp)) };
}

/**
 * The home card's day in words, from what its embed answer has: today's chance of rain or snow and
 * high (the hours still ahead in `rest`, when the forecast tells them), then tomorrow's chance and
 * high against today's. Only days still ahead are passed in.
 */
export function homeDayWords(days: Embed['daily'], units: UnitPreferences, rest: RestOfDay = {}): string[] {
  const [today, tomorrow] = days;
  if (today?.day !== SERVICE_TODAY) return [];
  const dayChance = today.precipitationProbability;
  const chance = rest.chance ?? dayChance;
  const sentences: string[] = [];
  // Without a chance or a high the day is not told: the words say nothing the answer does not.
  if (chance !== null && today.high !== null) {
    const likelihood = likelihoodOf(chance);
    // Words that part from the day's own chance (the week's Today row) say they speak of the hours left.
    const message = dayChance !== null && likelihoodOf(dayChance) !== likelihood ? 'home.words.restOfToday' : 'home.words.today';
    // Once no hour ahead reads as warm as the high, the high is behind: the words no longer promise it.
    const { temperature } = units;
    const peak = rest.warmest !== undefined && shownTemperature(rest.warmest, temperature) < shownTemperature(today.high, temperature) ? 'passed' : 'ahead';
    sentences.push(t(message, { likelihood, kind: fallingKind(today.code), high: formatTemperature(today.high, units), peak }));
  }
  const next = tomorrowWords(today.high, { high: tomorrow?.high, chance: tomorrow?.precipitationProbability, code: tomorrow?.code }, units);
  return next === undefined ? sentences : [...sentences, next];
}

/** The longest the words can read once the forecast tells the rest of today: the room they hold until it does. */
export function longestHomeDayWords(days: Embed['daily'], units: UnitPreferences): string {
  const readings = [0, POSSIBLE_FROM_PERCENT, LIKELY_FROM_PERCENT].map((chance) => homeDayWords(days, units, { chance }).join(' '));
  return readings.reduce((longest, words) => (words.length > longest.length ? words : longest));
}
