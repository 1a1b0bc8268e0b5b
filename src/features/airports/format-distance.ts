import { formatNumber, withUnit } from '../../lib/unit-format';
import { convertDistance, UNIT_LABELS, type DistanceUnit } from '../../lib/units';

/** "12.3 km" or "7.6 mi" from the API's kilometres, in the app's language and number format. */
export function formatDistance(km: number, unit: DistanceUnit, locale?: string): string {
  return withUnit(formatNumber(convertDistance(km, unit), 1, locale), UNIT_LABELS.distance[unit], locale);
}
