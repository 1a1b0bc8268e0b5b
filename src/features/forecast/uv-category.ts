import { t } from '../../i18n/i18n';
import { formatNumber, MISSING } from '../../lib/unit-format';

export type UvCategory = 'low' | 'moderate' | 'high' | 'veryHigh' | 'extreme';

/** The WHO UV index exposure categories. */
export function uvCategory(index: number): UvCategory {
  const rounded = Math.round(index);
  if (rounded <= 2) return 'low';
  if (rounded <= 5) return 'moderate';
  if (rounded <= 7) return 'high';
  return rounded <= 10 ? 'veryHigh' : 'extreme';
}

/** "6 · High": the index rounded, its category named in the reader's language. */
export function formatUvIndex(index: number | null | undefined): string {
  if (index === null || index === undefined) return MISSING;
  return t('forecast.uv.value', { index: formatNumber(index, 0), category: uvCategory(index) });
}
