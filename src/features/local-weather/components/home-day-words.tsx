import type { Embed } from '../../../api/schemas/embed';
import type { UnitPreferences } from '../../../lib/units';
import { WordsHoldingRoom } from '../../../ui/words-holding-room';
import { homeDayWords, longestHomeDayWords, type RestOfDay } from '../home-day-words';

/** Today and tomorrow in a sentence or two, from the days still ahead; the forecast may yet tell the rest of today. */
export function HomeDayWords({ days, units, rest }: { days: Embed['daily']; units: UnitPreferences; rest: RestOfDay | undefined }) {
  return (
    <WordsHoldingRoom
      sentences={homeDayWords(days, units, rest)}
      refinementComing={rest === undefined}
      longest={() => longestHomeDayWords(days, units)}
    />
  );
}
