import { t } from '../../i18n/i18n';
import { roundHalfAway } from '../../lib/rounding';
import { formatNumber, MISSING } from '../../lib/unit-format';

export type UvCategory = 'low' | 'moderate' | 'high' | 'veryHigh' | 'extreme';

/** The UV index from which the skin needs protecting: the WHO's "moderate" and above. */
export const UV_PROTECT_FROM = 3;

/** An index as it is told and categorised: a whole number, rounded as formatNumber writes it. */
const told = roundHalfAway;

/** The WHO UV index exposure categories. */
export function uvCategory(index: number): UvCategory {
  const rounded = told(index);
  if (rounded < UV_PROTECT_FROM) return 'low';
  if (rounded <= 5) return 'moderate';
  if (rounded <= 7) return 'high';
  return rounded <= 10 ? 'veryHigh' : 'extreme';
}

/** Whether an hour's index calls for protecting the skin: told as 3 or more, "moderate" or above. */
export function needsSunProtection(index: number): boolean {
  return told(index) >= UV_PROTECT_FROM;
}

/** "6 · High": the index rounded, its category named in the reader's language. */
export function formatUvIndex(index: number | null | undefined): string {
  if (index === null || index === undefined) return MISSING;
  return t('forecast.uv.value', { index: formatNumber(index, 0), category: uvCategory(index) });
}
