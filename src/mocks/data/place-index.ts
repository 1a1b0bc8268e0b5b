import { builtOnce } from './built-once';
import { around, distance } from 'geokdbush';
import KDBush from 'kdbush';
import { loadPlaces, type Place } from './places';

/**
 * Which place a point "is in".
 *
 * GeoNames gives each place one point, its centre, so the strictly nearest point is often a
 * small village on the edge of a city rather than the city the point lies in. A place is
 * therefore scored by its distance minus a pull that grows with the log of its population:
 *
 *   score = distanceKm − PULL_KM_PER_E_FOLD × ln(max(population, 1000) / 1000)
 *
 * and the lowest score wins (ties: the larger place). With 0.75 km per e-fold a city of
 * 340,000 (Zürich) pulls 4.4 km harder than a village of 1,000, and the biggest city in the
 * data about 7.5 km harder: a point in Zürich-Oerlikon names Zürich although Opfikon's
 * centre is 1.8 km nearer, while a point in the middle of Dübendorf (9 km from Zürich's
 * centre) still names Dübendorf. Only places within `maxKm` take part at all.
 */
export const PULL_KM_PER_E_FOLD = 0.75;
const POPULATION_FLOOR = 1000;

function pullKm(population: number): number {
  return PULL_KM_PER_E_FOLD * Math.log(Math.max(population, POPULATION_FLOOR) / POPULATION_FLOOR);
}

export interface NearestPlace {
  readonly place: Place;
  /** Great-circle distance from the query point to the place's centre. */
  readonly distanceKm: number;
}

interface PlaceIndex {
  readonly places: readonly Place[];
  readonly tree: KDBush;
  /** No place can out-pull the nearest one by more than this, which bounds the search. */
  readonly maxPullKm: number;
}

function buildPlaceIndex(places: readonly Place[]): PlaceIndex {
  // Float32 keeps ~1 m precision at these magnitudes at half the memory of Float64.
  const tree = new KDBush(places.length, 64, Float32Array);
  let maxPullKm = 0;
  for (const place of places) {
    tree.add(place.lon, place.lat);
    maxPullKm = Math.max(maxPullKm, pullKm(place.population));
  }
  tree.finish();
  return { places, tree, maxPullKm };
}

let index: PlaceIndex | undefined;

/** Builds the spatial index (and the place catalog it needs) unless already built. */
export function loadPlaceIndex(): void {
  index ??= builtOnce('place-index', () => buildPlaceIndex(loadPlaces().places));
}

function getPlaceIndex(): PlaceIndex {
  loadPlaceIndex();
  return index!;
}

/** The place a point is in (see the rule above), or `undefined` when none is within `maxKm`. */
export function nearestPlace(lat: number, lon: number, maxKm = 150): NearestPlace | undefined {
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || !(maxKm >= 0)) return undefined;
  const { places, tree, maxPullKm } = getPlaceIndex();

  const [nearestId] = around(tree, lon, lat, 1, maxKm);
  if (nearestId === undefined) return undefined;
  const nearest = places[nearestId]!;
  const nearestKm = distance(lon, lat, nearest.lon, nearest.lat);

  // Anything farther than nearest + the strongest possible pull cannot score lower.
  const reachKm = Math.min(maxKm, nearestKm + maxPullKm);
  let best: NearestPlace = { place: nearest, distanceKm: nearestKm };
  let bestScore = nearestKm - pullKm(nearest.population);
  let bestId = nearestId;
  for (const id of around(tree, lon, lat, Infinity, reachKm)) {
    const place = places[id]!;
    const distanceKm = distance(lon, lat, place.lon, place.lat);
    const score = distanceKm - pullKm(place.population);
    // Places are stored most populous first, so the lower id wins a tie.
    if (score < bestScore || (score === bestScore && id < bestId)) {
      best = { place, distanceKm };
      bestScore = score;
      bestId = id;
    }
  }
  return best;
}
