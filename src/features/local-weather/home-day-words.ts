import type { Embed } from '../../api/schemas/embed';
import { t } from '../../i18n/i18n';
import { fallingKind, LIKELY_FROM_PERCENT, likelihoodOf, POSSIBLE_FROM_PERCENT, tomorrowWords } from '../../lib/day-words';
import { HOUR_MS } from '../../lib/durations';
import { firstUnderWay } from '../../lib/hours-ahead';
import type { PreciseReadings } from '../../lib/precise-readings';
import { formatTemperature } from '../../lib/unit-format';
import type { UnitPreferences } from '../../lib/units';
import { SERVICE_TODAY } from './service-today';

/**
 * The highest chance of precipitation over the hours of `date` not yet over at `now`, when the
 * forecast has any: what is still ahead today, where the day's own chance counts hours gone by.
 */
export function restOfDayChance(precise: PreciseReadings | undefined, date: string, now: number): number | undefined {
  const hours = precise?.hours ?? [];
  const chances = hours
    .slice(firstUnderWay(hours.map((hour) => hour.startsAt), now, HOUR_MS))
    .flatMap((hour) => (hour.date !== date || hour.chance === null ? [] : [hour.chance]));
  return chances.length === 0 ? undefined : Math.max(...chances);
}

/**
 * The home card's day in words, from what its embed answer has: today's chance of rain or snow
 * (`restChance`, for the hours still ahead, when the forecast gives it) and high, then tomorrow's
 * chance and high against today's. Only days still ahead are passed in.
 */
export function homeDayWords(days: Embed['daily'], units: UnitPreferences, restChance?: number): string[] {
  const [today, tomorrow] = days;
  if (today?.day !== SERVICE_TODAY) return [];
  const dayChance = today.precipitationProbability;
  const chance = restChance ?? dayChance;
  const sentences: string[] = [];
  // Without a chance or a high the day is not told: the words say nothing the answer does not.
  if (chance !== null && today.high !== null) {
    const likelihood = likelihoodOf(chance);
    // Words that part from the day's own chance (the week's Today row) say they speak of the hours left.
    const message = dayChance !== null && likelihoodOf(dayChance) !== likelihood ? 'home.words.restOfToday' : 'home.words.today';
    sentences.push(t(message, { likelihood, kind: fallingKind(today.code), high: formatTemperature(today.high, units) }));
  }
  const next = tomorrowWords(today.high, { high: tomorrow?.high, chance: tomorrow?.precipitationProbability, code: tomorrow?.code }, units);
  return next === undefined ? sentences : [...sentences, next];
}

/** The longest the words can read once the forecast tells the rest of today: the room they hold until it does. */
export function longestHomeDayWords(days: Embed['daily'], units: UnitPreferences): string {
  const readings = [0, POSSIBLE_FROM_PERCENT, LIKELY_FROM_PERCENT].map((chance) => homeDayWords(days, units, chance).join(' '));
  return readings.reduce((longest, words) => (words.length > longest.length ? words : longest));
}
