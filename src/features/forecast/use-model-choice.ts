import type { WeatherModel } from '../../api/schemas/weather';
import { useStoredDocument } from '../../offline/stored-document';
import { parseModelChoice } from './models';
import { MODEL_CHOICE_KEY } from './model-choice-key';

const NONE: WeatherModel[] = [];

/** The models picked for comparison, saved on this device; none until the reader picks. */
export function useModelChoice(): [WeatherModel[], (next: WeatherModel[]) => void] {
  const { value, set } = useStoredDocument(MODEL_CHOICE_KEY, NONE, parseModelChoice);
  return [value, set];
}
