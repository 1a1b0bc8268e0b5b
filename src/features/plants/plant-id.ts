import { MAX_SAFE_PLANT_ID } from '../../api/schemas/plants';
import { activeIntlLocale, t } from '../../i18n/i18n';

const INTEGER_TEXT = /^-?\d+$/;

/** The id as typed, checked as text so that no digit is lost to rounding. */
export function readPlantId(text: string): { id: number } | { error: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { error: t('plants.error.idMissing') };
  if (!INTEGER_TEXT.test(trimmed)) return { error: t('plants.error.idWhole') };
  const id = Number(trimmed);
  if (!Number.isSafeInteger(id)) {
    // Written as ids are typed: digits without grouping, in the reader's numerals.
    const ungrouped = new Intl.NumberFormat(activeIntlLocale(), { useGrouping: false });
    return { error: t('plants.error.idUnsafe', { min: ungrouped.format(-MAX_SAFE_PLANT_ID), max: ungrouped.format(MAX_SAFE_PLANT_ID) }) };
  }
  return { id };
}

const READABLE_ID_RANGE = 999_999;

/** A random id no plant from this device uses; random, so two devices rarely pick the same. */
export function pickFreeId(used: ReadonlySet<number>, random: () => number = Math.random): number {
  const range = used.size < READABLE_ID_RANGE / 2 ? READABLE_ID_RANGE : MAX_SAFE_PLANT_ID;
  for (;;) {
    const id = 1 + Math.floor(random() * range);
    if (!used.has(id)) return id;
  }
}
