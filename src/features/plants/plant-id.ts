import { MAX_SAFE_PLANT_ID, UNSAFE_ID_MESSAGE } from '../../api/schemas/plants';

const INTEGER_TEXT = /^-?\d+$/;

/** The id as typed, checked as text so that no digit is lost to rounding. */
export function readPlantId(text: string): { id: number } | { error: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { error: 'Enter an id.' };
  if (!INTEGER_TEXT.test(trimmed)) return { error: 'The id must be a whole number: digits only, with an optional leading minus.' };
  const id = Number(trimmed);
  if (!Number.isSafeInteger(id)) return { error: `The ${UNSAFE_ID_MESSAGE}.` };
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
