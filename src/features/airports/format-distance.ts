import { activeIntlLocale } from '../../i18n/i18n';
import { convertDistance, type DistanceUnit } from '../../lib/units';

const INTL_UNIT: Record<DistanceUnit, string> = { km: 'kilometer', mi: 'mile' };

/** "12.3 km" or "7.6 mi" from the API's kilometres, in the reader's number format. */
export function formatDistance(km: number, unit: DistanceUnit, locale = activeIntlLocale()): string {
  const format = new Intl.NumberFormat(locale, { style: 'unit', unit: INTL_UNIT[unit], maximumFractionDigits: 1 });
  return format.format(convertDistance(km, unit));
}
