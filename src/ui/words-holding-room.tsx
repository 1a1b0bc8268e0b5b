import { useState } from 'react';
import { useOnline } from '../offline/use-online';

interface WordsHoldingRoomProps {
  sentences: readonly string[];
  /** Something on its way (a forecast, a comparison of models) may still change the words. */
  refinementComing: boolean;
  /** The longest the words can read once it has come. */
  longest: () => string;
}

/**
 * A day in words. Drawn online before a refinement comes, they also hold, hidden in the same grid
 * cell, the room of their longest reading, so nothing below moves when it does; offline none comes.
 */
export function WordsHoldingRoom({ sentences, refinementComing, longest }: WordsHoldingRoomProps) {
  const online = useOnline();
  const [holdsRoom] = useState(refinementComing && online);
  if (sentences.length === 0) return null;
  return (
    <p className="day-in-words">
      <span>{sentences.join(' ')}</span>
      {holdsRoom && <span aria-hidden="true">{longest()}</span>}
    </p>
  );
}
