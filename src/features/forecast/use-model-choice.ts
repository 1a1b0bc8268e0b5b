import type { WeatherModel } from '../../api/schemas/weather';
import { useStoredDocument } from '../../offline/stored-document';
import { parseModelChoice } from './models';

export const MODEL_CHOICE_KEY = 'settings.forecast-models';
const NONE: WeatherModel[] = [];

/** The models picked for comparison, saved on this device; none until the reader picks. */
export function useModelChoice(): [WeatherModel[], (next: WeatherModel[]) => void] {
  const { value, set } = useStoredDocument(MODEL_CHOICE_KEY, NONE, parseModelChoice);
  return [value, set];
}
