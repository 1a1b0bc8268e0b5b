import type { Embed } from '../../api/schemas/embed';
import { t } from '../../i18n/i18n';
import { fallingKind, tomorrowWords } from '../../lib/day-words';
import { HOUR_MS } from '../../lib/durations';
import { firstUnderWay } from '../../lib/hours-ahead';
import type { PreciseReadings } from '../../lib/precise-readings';
import { formatTemperature } from '../../lib/unit-format';
import type { UnitPreferences } from '../../lib/units';
import { SERVICE_TODAY } from './service-today';

/** A day's precipitation is likely from this chance (%), possible from the lower one; else mostly dry. */
export const LIKELY_FROM_PERCENT = 60;
export const POSSIBLE_FROM_PERCENT = 30;

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

const likelihoodOf = (chance: number) => (chance >= LIKELY_FROM_PERCENT ? 'likely' : chance >= POSSIBLE_FROM_PERCENT ? 'possible' : 'dry');

/**
 * The home card's day in words, from what its embed answer has: today's chance of rain or snow
 * (`restChance`, for the hours still ahead, when the forecast gives it) and high, then tomorrow
 * against today. Only days still ahead are passed in.
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
  const next = tomorrowWords(today.high, tomorrow?.high, units);
  return next === undefined ? sentences : [...sentences, next];
}
