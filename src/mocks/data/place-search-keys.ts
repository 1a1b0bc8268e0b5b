import { readAlternateNames } from './geonames-alternate-names';
import type { Place } from './places';
import { sortedOrder } from './sorted-keys';
import { foldText, umlautSpelling } from './text-fold';

/**
 * Places smaller than this are found by their own name only. GeoNames' own "cities15000"
 * cut keeps the names people know in other languages and scripts (of every city and large
 * town) at half the load time and memory of all 300,000 alternate names.
 */
export const ALTERNATE_NAMES_MIN_POPULATION = 15_000;

/** What a key is: a place's own name (or its dotless spelling), a later word of it, or an alternate name. */
export const KeyKind = { Name: 0, Word: 1, Alternate: 2 } as const;
export type KeyKind = (typeof KeyKind)[keyof typeof KeyKind];

/**
 * The keys the place search bisects. Each place contributes its folded name and every suffix
 * of it that starts at a later word ("york city", "city"), so one prefix range finds both
 * name prefixes and word prefixes, multi-word ones included ("york c"); the dotless German
 * spelling of a name with ä, ö or ü ("muenchen") counts as the name. Places of
 * ALTERNATE_NAMES_MIN_POPULATION or more add each other distinct folded spelling of their
 * GeoNames alternate names ("القاهره", "kairo", "moskva", "東京"), whole only: a later word
 * of "Lungsod ng Muenchen" is almost always listed on its own.
 */
export interface PlaceSearchKeys {
  /** Sorted by UTF-16 code units, the order `<` uses in the binary searches. */
  readonly keys: readonly string[];
  readonly keyPlace: Uint32Array;
  readonly keyKind: Uint8Array;
}

function ownSpellings(place: Place): string[] {
  if (place.foldedName === '') return [];
  const dotless = umlautSpelling(place.name);
  return dotless === undefined || dotless === place.foldedName ? [place.foldedName] : [place.foldedName, dotless];
}

export function buildPlaceSearchKeys(places: readonly Place[]): PlaceSearchKeys {
  const placeOfId = new Map<number, number>();
  places.forEach((place, placeId) => {
    if (place.population >= ALTERNATE_NAMES_MIN_POPULATION) placeOfId.set(place.id, placeId);
  });
  const alternatesOf = readAlternateNames(placeOfId);

  const rawKeys: string[] = [];
  const rawPlace: number[] = [];
  const rawKind: KeyKind[] = [];
  const push = (key: string, placeId: number, kind: KeyKind): void => {
    rawKeys.push(key);
    rawPlace.push(placeId);
    rawKind.push(kind);
  };
  places.forEach((place, placeId) => {
    const own = ownSpellings(place);
    const alternates = alternatesOf.get(placeId);
    for (const spelling of own) {
      push(spelling, placeId, KeyKind.Name);
      for (let space = spelling.indexOf(' '); space !== -1; space = spelling.indexOf(' ', space + 1)) {
        push(spelling.slice(space + 1), placeId, KeyKind.Word);
      }
    }
    if (alternates === undefined) return;
    const spellings = new Set(own);
    const addAlternate = (spelling: string | undefined): void => {
      if (spelling === undefined || spelling === '' || spellings.has(spelling)) return;
      spellings.add(spelling);
      push(spelling, placeId, KeyKind.Alternate);
    };
    for (const name of alternates) {
      addAlternate(foldText(name));
      addAlternate(umlautSpelling(name));
    }
  });

  // Plain loops: typed-array `from` with a mapping callback costs ~4× more over 300,000 keys.
  const order = sortedOrder(rawKeys);
  const keys: string[] = [];
  const keyPlace = new Uint32Array(order.length);
  const keyKind = new Uint8Array(order.length);
  for (let at = 0; at < order.length; at += 1) {
    const from = order[at]!;
    keys.push(rawKeys[from]!);
    keyPlace[at] = rawPlace[from]!;
    keyKind[at] = rawKind[from]!;
  }
  return { keys, keyPlace, keyKind };
}
