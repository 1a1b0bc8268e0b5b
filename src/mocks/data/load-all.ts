import { loadAnnualMeans } from '../air-quality/annual-means';
import { loadTerrain } from '../weather/terrain';
import { loadAirports } from './airports';
import { loadPlaceIndex } from './place-index';
import { loadPlaceSearchIndex } from './place-search';
import { loadPlaces } from './places';

export interface MockDataLoadReport {
  readonly places: number;
  readonly airports: number;
  /** Cities with published annual means that the air quality is made from. */
  readonly airCities: number;
  /** Wall-clock milliseconds per step; a step already done earlier costs ~0. */
  readonly ms: {
    readonly places: number;
    readonly placeIndex: number;
    readonly placeSearch: number;
    readonly airports: number;
    /** Inflating the elevation grid the weather reads (see weather/terrain.ts). */
    readonly terrain: number;
    /** Parsing the measured cities, indexing them and building the regional background grid. */
    readonly air: number;
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
  const [airCities, air] = timed(loadAnnualMeans);
  return {
    places: catalog.places.length,
    airports: airportList.length,
    airCities,
    ms: {
      places,
      placeIndex,
      placeSearch,
      airports,
      terrain,
      air,
      total: places + placeIndex + placeSearch + airports + terrain + air,
    },
  };
}
