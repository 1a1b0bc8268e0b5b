import { useMemo } from 'react';
import type { UnitPreferences } from '../../../lib/units';
import type { WeatherWarning } from '../../../lib/weather-warnings/warning';
import { WordsHoldingRoom } from '../../../ui/words-holding-room';
import { useModelComparison } from '../api/get-weather';
import type { ForecastParams } from '../api/keys';
import { dayInWords, longestDayInWords } from '../day-in-words';
import { modelsAhead, type ForecastView } from '../forecast-view';
import { agreementAhead } from '../model-agreement';
import { useModelChoice } from '../use-model-choice';

/** The rest of today, tonight and tomorrow in a few sentences, above the current conditions. */
export function DayInWords({ view, units, point, warnings }: { view: ForecastView; units: UnitPreferences; point: ForecastParams; warnings: readonly WeatherWarning[] }) {
  const [models] = useModelChoice();
  // Only a comparison already loaded counts (the panel below asks for it): this never fetches.
  const { data } = useModelComparison({ params: { ...point, models }, queryConfig: { enabled: false } });
  // The screen draws again for much else; the words (warnings included) change only with these.
  const sentences = useMemo(() => {
    const agreement = data && agreementAhead(modelsAhead(data.data, view.now), data.data.utc_offset_seconds);
    return dayInWords(view, units, agreement, warnings);
  }, [view, units, data, warnings]);
  // Picked models on their way may bring a doubt in place of tomorrow's sentence.
  return <WordsHoldingRoom sentences={sentences} refinementComing={models.length > 0 && data === undefined} longest={() => longestDayInWords(view, units, warnings)} />;
}
