/** The one-typo variants of a search query, each with the range of sorted keys it can match. */
import { RANGE_END, lowerBound } from './sorted-keys';

const FUZZY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz ';

/**
 * Calls `visit` with each string one edit away from `query` (deleting, substituting or
 * inserting one character, or swapping two neighbours) that a key could start with,
 * together with the key range that shares the variant's unchanged head, so each lookup
 * only bisects that range; once a head matches nothing, no later edit can match either.
 */
export function forEachOneEditVariant(
  keys: readonly string[],
  query: string,
  visit: (variant: string, low: number, high: number) => void,
): void {
  const n = query.length;
  let low = 0;
  let high = keys.length;
  for (let i = 0; i < n; i += 1) {
    const head = query.slice(0, i);
    if (i > 0) {
      low = lowerBound(keys, head, low, high);
      high = lowerBound(keys, head + RANGE_END, low, high);
      if (low === high) return;
    }
    const here = query[i]!;
    const rest = query.slice(i + 1);
    const emit = (variant: string): void => {
      // Keys never start or end with a space nor hold two in a row.
      if (variant === '' || variant === query) return;
      if (variant.startsWith(' ') || variant.endsWith(' ') || variant.includes('  ')) return;
      visit(variant, low, high);
    };
    emit(head + rest);
    if (i + 1 < n) emit(head + query[i + 1] + here + query.slice(i + 2));
    for (const ch of FUZZY_ALPHABET) {
      if (ch !== here) emit(head + ch + rest);
      // Appending at the very end is left out: its matches are already prefix matches.
      emit(head + ch + here + rest);
    }
  }
}
