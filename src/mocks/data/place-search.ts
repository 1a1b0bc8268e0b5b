import { forEachOneEditVariant } from './one-edit-variants';
import { loadPlaces, type Place } from './places';
import { RANGE_END, lowerBound, sortedOrder } from './sorted-keys';
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
const FUZZY_QUERY = /^[a-z0-9 ]+$/;

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
