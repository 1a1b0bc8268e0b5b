import { useState } from 'react';
import type { Embed } from '../../../api/schemas/embed';
import type { UnitPreferences } from '../../../lib/units';
import { homeDayWords, longestHomeDayWords } from '../home-day-words';

/**
 * Today and tomorrow in a sentence or two, from the days still ahead. Drawn before the forecast
 * tells the rest of today, they hold the room of their longest reading, so nothing moves when it does.
 */
export function HomeDayWords({ days, units, restChance }: { days: Embed['daily']; units: UnitPreferences; restChance: number | undefined }) {
  const [holdsRoom] = useState(restChance === undefined);
  const sentences = homeDayWords(days, units, restChance);
  if (sentences.length === 0) return null;
  return (
    <p className="day-in-words">
      <span>{sentences.join(' ')}</span>
      {holdsRoom && <span aria-hidden="true">{longestHomeDayWords(days, units)}</span>}
    </p>
  );
}
