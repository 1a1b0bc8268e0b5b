import type { Embed } from '../../../api/schemas/embed';
import type { UnitPreferences } from '../../../lib/units';
import { WordsHoldingRoom } from '../../../ui/words-holding-room';
import { homeDayWords, longestHomeDayWords } from '../home-day-words';

/** Today and tomorrow in a sentence or two, from the days still ahead; the forecast may yet tell the rest of today. */
export function HomeDayWords({ days, units, restChance }: { days: Embed['daily']; units: UnitPreferences; restChance: number | undefined }) {
  return (
    <WordsHoldingRoom
      sentences={homeDayWords(days, units, restChance)}
      refinementComing={restChance === undefined}
      longest={() => longestHomeDayWords(days, units)}
    />
  );
}
