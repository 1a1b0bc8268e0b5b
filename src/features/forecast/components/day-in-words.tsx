import type { UnitPreferences } from '../../../lib/units';
import { dayInWords } from '../day-in-words';
import type { ForecastView } from '../forecast-view';

/** The rest of today, tonight and tomorrow in a few sentences, above the current conditions. */
export function DayInWords({ view, units }: { view: ForecastView; units: UnitPreferences }) {
  const sentences = dayInWords(view, units);
  return sentences.length === 0 ? null : <p className="day-in-words">{sentences.join(' ')}</p>;
}
