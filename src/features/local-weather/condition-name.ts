import { isWmoWeatherCode, weatherCondition } from '../../lib/weather-codes';

/** The sky named by its WMO code in the reader's language; the service's English text only for an unknown code. */
export function conditionName(code: number, serviceText: string): string {
  return isWmoWeatherCode(code) || serviceText === '' ? weatherCondition(code) : serviceText;
}
