import { isWmoWeatherCode, weatherCondition } from '../../lib/weather-codes';

/**
 * The sky as the app names it by its WMO code, in the reader's language and the place screen's
 * words; the service's own (English) text only for a code the app does not know.
 */
export function conditionName(code: number, serviceText: string): string {
  return isWmoWeatherCode(code) || serviceText === '' ? weatherCondition(code) : serviceText;
}
