import type { WeatherModel } from '../../api/schemas/weather';
import { useKvSetting } from '../../offline/use-kv-setting';
import { parseModelChoice } from './models';

export const MODEL_CHOICE_KEY = 'settings.forecast-models';
const NONE: WeatherModel[] = [];

/** The models picked for comparison, saved on this device; none until the reader picks. */
export function useModelChoice(): [WeatherModel[], (next: WeatherModel[]) => void] {
  return useKvSetting(MODEL_CHOICE_KEY, NONE, parseModelChoice);
}
