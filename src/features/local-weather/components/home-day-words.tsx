import { useState } from 'react';
import type { Embed } from '../../../api/schemas/embed';
import type { UnitPreferences } from '../../../lib/units';
import { useOnline } from '../../../offline/use-online';
import { homeDayWords, longestHomeDayWords } from '../home-day-words';

/**
 * Today and tomorrow in a sentence or two, from the days still ahead. Drawn online before the forecast
 * tells the rest of today, they hold the room of their longest reading, so nothing moves when it does;
 * offline no forecast is coming, so no room is held for it.
 */
export function HomeDayWords({ days, units, restChance }: { days: Embed['daily']; units: UnitPreferences; restChance: number | undefined }) {
  const online = useOnline();
  const [holdsRoom] = useState(restChance === undefined && online);
  const sentences = homeDayWords(days, units, restChance);
  if (sentences.length === 0) return null;
  return (
    <p className="day-in-words">
      <span>{sentences.join(' ')}</span>
      {holdsRoom && <span aria-hidden="true">{longestHomeDayWords(days, units)}</span>}
    </p>
  );
}
