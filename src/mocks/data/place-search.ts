import { builtOnce } from './built-once';
import { forEachOneEditVariant } from './one-edit-variants';
import { KeyKind, buildPlaceSearchKeys, type PlaceSearchKeys } from './place-search-keys';
import { loadPlaces, type Place } from './places';
import { RANGE_END, lowerBound } from './sorted-keys';
import { foldText } from './text-fold';

/**
 * Place-name search: a sorted array of folded keys answered by binary search, plus a
 * bounded one-typo pass that looks up every single-edit variant of the query the same way.
 *
 * A place is found by its name and by its GeoNames alternate names, in any script (see
 * place-search-keys.ts); the answer always carries the place's usual name. A query costs
 * O(variants × log keys) plus the size of the matched ranges, ~1 ms even for one letter;
 * a general fuzzy matcher over 130,000 names could not keep to the few-millisecond budget.
 */

/** Match quality, best first; within a tier bigger places rank first. */
export const MatchTier = {
  /** A whole folded name (its own or an alternate one) equals the folded query. */
  Exact: 0,
  /** A folded name starts with the query. */
  Prefix: 1,
  /** A later word of the place's own name starts with the query. */
  WordPrefix: 2,
  /**
   * A Latin-script query that starts an alternate name or, shorter than
   * ALTERNATE_EXACT_MIN_LENGTH, equals one: more likely the start of a usual name ("pa" is
   * not Chongqing's old name "Pa" but the start of Paris).
   */
  Alternate: 3,
  /** One edit (insert, delete, substitute, swap neighbours) turns the query into the place's own name. */
  Fuzzy: 4,
} as const;
export type MatchTier = (typeof MatchTier)[keyof typeof MatchTier];

/** Shorter queries would let one typo match a large part of the world. */
export const FUZZY_MIN_LENGTH = 4;
const FUZZY_QUERY = /^[a-z0-9 ]+$/;
/** A Latin query this long that equals an alternate name whole means it ("Wien", "Roma"). */
export const ALTERNATE_EXACT_MIN_LENGTH = 4;
// A query with letters of another script is written in the person's own script, in which
// the place's alternate names are its names.
const NON_LATIN_LETTER = /(?!\p{Script=Latin})\p{L}/u;

export interface PlaceSearchResult {
  /** The best `limit` matches, best first. */
  readonly places: Place[];
  /** How many places matched in all. */
  readonly total: number;
}

interface SearchIndex extends PlaceSearchKeys {
  readonly places: readonly Place[];
  /** Per place: the query generation that last matched it, to dedupe without a Set. */
  readonly seen: Uint32Array;
  readonly tier: Uint8Array;
  generation: number;
}

function buildSearchIndex(places: readonly Place[]): SearchIndex {
  return {
    ...buildPlaceSearchKeys(places),
    places,
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
  searchIndex ??= builtOnce('place-search', () => buildSearchIndex(loadPlaces().places));
}

function getSearchIndex(): SearchIndex {
  loadPlaceSearchIndex();
  return searchIndex!;
}

/**
 * Finds places by name, ignoring case, diacritics and punctuation ("ZURICH", "Zürich" and
 * "zurich" are one query), by alternate name in any script ("القاهرة", "Москва", "muenchen"),
 * tolerating one typo in queries of FUZZY_MIN_LENGTH or more letters. Ranked by MatchTier,
 * then population, then GeoNames id.
 */
export function searchPlaces(q: string, limit = 10): PlaceSearchResult {
  const query = foldText(q);
  if (query === '') return { places: [], total: 0 };
  const index = getSearchIndex();
  const { keys, keyPlace, keyKind, seen, tier } = index;
  const alternatesAsNames = NON_LATIN_LETTER.test(q);
  const alternateExact = alternatesAsNames || query.length >= ALTERNATE_EXACT_MIN_LENGTH;

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
      const kind = keyKind[k]!;
      let quality: MatchTier;
      if (fuzzy) {
        // A typo away from one of 200,000 alternate names is mostly noise ("zurich" → Curityba).
        if (kind === KeyKind.Alternate) continue;
        quality = MatchTier.Fuzzy;
      } else if (kind === KeyKind.Word) quality = MatchTier.WordPrefix;
      else if (kind === KeyKind.Name) quality = keys[k] === query ? MatchTier.Exact : MatchTier.Prefix;
      else if (keys[k] === query) quality = alternateExact ? MatchTier.Exact : MatchTier.Alternate;
      else quality = alternatesAsNames ? MatchTier.Prefix : MatchTier.Alternate;

      const placeId = keyPlace[k]!;
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
