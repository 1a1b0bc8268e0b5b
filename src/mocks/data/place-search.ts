import { loadPlaces, type Place } from './places';
import { foldText } from './text-fold';

/**
 * Place-name search: a sorted array of folded keys answered by binary search, plus a
 * bounded one-typo pass that looks up every single-edit variant of the query the same way.
 *
 * Each place contributes its whole folded name ("new york city") and every suffix that
 * starts at a later word ("york city", "city"), so one prefix range finds both name
 * prefixes and word prefixes, multi-word ones included ("york c"). A query costs
 * O(variants × log keys) plus the size of the matched ranges, ~1 ms even for one letter;
 * a general fuzzy matcher over 130,000 names could not keep to the few-millisecond budget.
 */

/** Match quality, best first; within a tier bigger places rank first. */
export const MatchTier = {
  /** The whole folded name equals the folded query. */
  Exact: 0,
  /** The folded name starts with the query. */
  Prefix: 1,
  /** A later word of the name starts with the query. */
  WordPrefix: 2,
  /** One edit (insert, delete, substitute, swap neighbours) turns the query into a match. */
  Fuzzy: 3,
} as const;
export type MatchTier = (typeof MatchTier)[keyof typeof MatchTier];

/** Shorter queries would let one typo match a large part of the world. */
export const FUZZY_MIN_LENGTH = 4;
const FUZZY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz ';
const FUZZY_QUERY = /^[a-z0-9 ]+$/;
// Greater than every UTF-16 code unit that can occur in a folded key.
const RANGE_END = '\uffff';

export interface PlaceSearchResult {
  /** The best `limit` matches, best first. */
  readonly places: Place[];
  /** How many places matched in all. */
  readonly total: number;
}

interface SearchIndex {
  readonly places: readonly Place[];
  readonly foldedNames: readonly string[];
  /** Sorted by UTF-16 code units, the order `<` uses in the binary searches. */
  readonly keys: readonly string[];
  readonly keyPlace: Uint32Array;
  /** 1 when the key starts at a later word of the name. */
  readonly keyIsWord: Uint8Array;
  /** Per place: the query generation that last matched it, to dedupe without a Set. */
  readonly seen: Uint32Array;
  readonly tier: Uint8Array;
  generation: number;
}

function buildSearchIndex(places: readonly Place[]): SearchIndex {
  const foldedNames = places.map((place) => place.foldedName);
  const rawKeys: string[] = [];
  const rawPlace: number[] = [];
  const rawIsWord: number[] = [];
  foldedNames.forEach((folded, placeId) => {
    if (folded === '') return;
    rawKeys.push(folded);
    rawPlace.push(placeId);
    rawIsWord.push(0);
    for (let space = folded.indexOf(' '); space !== -1; space = folded.indexOf(' ', space + 1)) {
      rawKeys.push(folded.slice(space + 1));
      rawPlace.push(placeId);
      rawIsWord.push(1);
    }
  });

  const order = sortedOrder(rawKeys);
  const keys = order.map((i) => rawKeys[i]!);
  const keyPlace = Uint32Array.from(order, (i) => rawPlace[i]!);
  const keyIsWord = Uint8Array.from(order, (i) => rawIsWord[i]!);

  return {
    places,
    foldedNames,
    keys,
    keyPlace,
    keyIsWord,
    seen: new Uint32Array(places.length),
    tier: new Uint8Array(places.length),
    generation: 0,
  };
}

const PREFIX_CHARS = 6;
const PREFIX_RADIX = 39;
const INDEX_SLOTS = 2 ** 19;

// Order-preserving code of one character of a folded key: end of key < space < digits
// < letters < anything else (every other code unit in a folded key is ≥ U+0080).
function charCode(key: string, at: number): number {
  if (at >= key.length) return 0;
  const code = key.charCodeAt(at);
  if (code === 0x20) return 1;
  if (code >= 0x30 && code <= 0x39) return code - 0x30 + 2;
  if (code >= 0x61 && code <= 0x7a) return code - 0x61 + 12;
  return 38;
}

/**
 * Indexes of `keys` in code-unit order (ties: lower index first). A comparator sort of
 * ~190,000 strings takes ~150 ms; instead each key's first six characters and its index
 * are packed into one exactly representable double (39⁶ × 2¹⁹ < 2⁵³), the doubles get a
 * native numeric sort, and only runs sharing those six characters are compared as strings.
 */
function sortedOrder(keys: readonly string[]): number[] {
  const compare = (a: number, b: number): number => {
    const keyA = keys[a]!;
    const keyB = keys[b]!;
    return keyA < keyB ? -1 : keyA > keyB ? 1 : a - b;
  };
  if (keys.length > INDEX_SLOTS) return Array.from(keys.keys()).sort(compare);

  const packed = new Float64Array(keys.length);
  keys.forEach((key, i) => {
    let prefix = 0;
    for (let at = 0; at < PREFIX_CHARS; at += 1) prefix = prefix * PREFIX_RADIX + charCode(key, at);
    packed[i] = prefix * INDEX_SLOTS + i;
  });
  packed.sort();

  const order = Array.from(packed, (value) => value % INDEX_SLOTS);
  for (let start = 0; start < order.length; ) {
    const prefix = Math.floor(packed[start]! / INDEX_SLOTS);
    let end = start + 1;
    while (end < order.length && Math.floor(packed[end]! / INDEX_SLOTS) === prefix) end += 1;
    if (end - start > 1) {
      const run = order.slice(start, end).sort(compare);
      for (let i = 0; i < run.length; i += 1) order[start + i] = run[i]!;
    }
    start = end;
  }
  return order;
}

/** First position whose key is not below `bound`. */
function lowerBound(keys: readonly string[], bound: string, from = 0, to = keys.length): number {
  let low = from;
  let high = to;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (keys[mid]! < bound) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * Calls `visit` with each string one edit away from `query` (deleting, substituting or
 * inserting one character, or swapping two neighbours) that a key could start with,
 * together with the key range that shares the variant's unchanged head, so each lookup
 * only bisects that range; once a head matches nothing, no later edit can match either.
 */
function forEachOneEditVariant(
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

/**
 * The `k` smallest values in ascending order. One-letter queries match ~20,000 places and
 * a full sort of them alone would take a few milliseconds; keeping a short sorted list
 * rejects almost every value with a single comparison.
 */
function smallest(values: readonly number[], k: number): number[] {
  if (k <= 0) return [];
  if (k * 4 >= values.length) return Array.from(Float64Array.from(values).sort().subarray(0, k));
  const best: number[] = [];
  for (const value of values) {
    if (best.length === k && value >= best[k - 1]!) continue;
    let at = best.length === k ? k - 1 : best.length;
    while (at > 0 && best[at - 1]! > value) {
      best[at] = best[at - 1]!;
      at -= 1;
    }
    best[at] = value;
  }
  return best;
}

let searchIndex: SearchIndex | undefined;

/** Builds the search index (and the place catalog it needs) unless already built. */
export function loadPlaceSearchIndex(): void {
  searchIndex ??= buildSearchIndex(loadPlaces().places);
}

function getSearchIndex(): SearchIndex {
  loadPlaceSearchIndex();
  return searchIndex!;
}

/**
 * Finds places by name, ignoring case, diacritics and punctuation ("ZURICH", "Zürich" and
 * "zurich" are one query), tolerating one typo in queries of FUZZY_MIN_LENGTH or more
 * letters. Ranked by MatchTier, then population, then GeoNames id.
 */
export function searchPlaces(q: string, limit = 10): PlaceSearchResult {
  const query = foldText(q);
  if (query === '') return { places: [], total: 0 };
  const index = getSearchIndex();
  const { keys, keyPlace, keyIsWord, foldedNames, seen, tier } = index;

  index.generation += 1;
  if (index.generation === 0xffffffff) {
    seen.fill(0);
    index.generation = 1;
  }
  const generation = index.generation;
  const matched: number[] = [];

  const collect = (prefix: string, fuzzy: boolean, from = 0, to = keys.length): void => {
    const start = lowerBound(keys, prefix, from, to);
    const end = lowerBound(keys, prefix + RANGE_END, start, to);
    for (let k = start; k < end; k += 1) {
      const placeId = keyPlace[k]!;
      let quality: MatchTier;
      if (fuzzy) quality = MatchTier.Fuzzy;
      else if (keyIsWord[k] === 1) quality = MatchTier.WordPrefix;
      else quality = foldedNames[placeId] === query ? MatchTier.Exact : MatchTier.Prefix;

      if (seen[placeId] !== generation) {
        seen[placeId] = generation;
        tier[placeId] = quality;
        matched.push(placeId);
      } else if (quality < tier[placeId]!) {
        tier[placeId] = quality;
      }
    }
  };

  collect(query, false);
  if (query.replaceAll(' ', '').length >= FUZZY_MIN_LENGTH && FUZZY_QUERY.test(query)) {
    forEachOneEditVariant(keys, query, (variant, low, high) => collect(variant, true, low, high));
  }

  // Place ids already run from most to least populous, so (tier, id) is the ranking.
  const count = index.places.length;
  const take = Math.min(Math.max(0, Math.floor(limit)) || 0, matched.length);
  const best = smallest(
    matched.map((placeId) => tier[placeId]! * count + placeId),
    take,
  );
  const places = best.map((rank) => index.places[rank % count]!);
  return { places, total: matched.length };
}
