import { loadTerrain } from '../weather/terrain';
import { loadAirports } from './airports';
import { loadPlaceIndex } from './place-index';
import { loadPlaceSearchIndex } from './place-search';
import { loadPlaces } from './places';

export interface MockDataLoadReport {
  readonly places: number;
  readonly airports: number;
  /** Wall-clock milliseconds per step; a step already done earlier costs ~0. */
  readonly ms: {
    readonly places: number;
    readonly placeIndex: number;
    readonly placeSearch: number;
    readonly airports: number;
    /** Inflating the elevation grid the weather reads (see weather/terrain.ts). */
    readonly terrain: number;
    readonly total: number;
  };
}

function timed<T>(step: () => T): [T, number] {
  const start = performance.now();
  const value = step();
  return [value, Math.round(performance.now() - start)];
}

/**
 * Loads every dataset and builds every index now rather than on the first request, so a
 * dev or preview server can pay the ~1 s once at start-up instead of in a request.
 */
export function loadAllMockData(): MockDataLoadReport {
  const [catalog, places] = timed(loadPlaces);
  const [, placeIndex] = timed(loadPlaceIndex);
  const [, placeSearch] = timed(loadPlaceSearchIndex);
  const [airportList, airports] = timed(loadAirports);
  const [, terrain] = timed(loadTerrain);
  return {
    places: catalog.places.length,
    airports: airportList.length,
    ms: { places, placeIndex, placeSearch, airports, terrain, total: places + placeIndex + placeSearch + airports + terrain },
  };
}
