/**
 * The climate stations of src/mocks/data/climate-normals.ts and the weights that interpolate
 * between them: modified Shepard inverse-distance weighting over the NEAREST_STATIONS nearest
 * stations, each weight ((R − d) / (R·d))² with R the distance of the next-nearest station,
 * so a station's weight fades to zero exactly when it drops out of the set and the result is
 * continuous everywhere.
 */
import { CLIMATE_NORMALS_TABLE } from '../data/climate-normals';

export const NEAREST_STATIONS = 6;

const EARTH_RADIUS_KM = 6371;
const DEG = Math.PI / 180;

export interface ClimateStation {
  readonly name: string;
  readonly lat: number;
  readonly lon: number;
  readonly elevationM: number;
  /** Mean daily maximum / minimum °C, precipitation mm and days with ≥ 1 mm, January first. */
  readonly tmax: readonly number[];
  readonly tmin: readonly number[];
  readonly precipitation: readonly number[];
  readonly wetDays: readonly number[];
}

interface IndexedStation extends ClimateStation {
  readonly x: number;
  readonly y: number;
  readonly z: number;
}

function unitVector(lat: number, lon: number): [number, number, number] {
  const cosLat = Math.cos(lat * DEG);
  return [cosLat * Math.cos(lon * DEG), cosLat * Math.sin(lon * DEG), Math.sin(lat * DEG)];
}

function parseNumbers(text: string, line: string): number[] {
  const values = text.trim().split(/\s+/).map(Number);
  if (values.length !== 12 || values.some((v) => !Number.isFinite(v))) throw new Error(`Bad climate normals: ${line}`);
  return values;
}

export function parseClimateNormals(table: string): ClimateStation[] {
  return table
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [name = '', lat = '', lon = '', elevation = '', tmax = '', tmin = '', precipitation = '', wetDays = ''] =
        line.split(';');
      return {
        name,
        lat: Number(lat),
        lon: Number(lon),
        elevationM: Number(elevation),
        tmax: parseNumbers(tmax, line),
        tmin: parseNumbers(tmin, line),
        precipitation: parseNumbers(precipitation, line),
        wetDays: parseNumbers(wetDays, line),
      };
    });
}

export const CLIMATE_STATIONS: readonly ClimateStation[] = parseClimateNormals(CLIMATE_NORMALS_TABLE);

const INDEXED: readonly IndexedStation[] = CLIMATE_STATIONS.map((station) => {
  const [x, y, z] = unitVector(station.lat, station.lon);
  return { ...station, x, y, z };
});

export interface StationWeight {
  readonly station: ClimateStation;
  weight: number;
  readonly distanceKm: number;
}

/** Distance-weighted stations around a point (weights sum to 1). */
export function stationWeights(lat: number, lon: number): StationWeight[] {
  const [px, py, pz] = unitVector(lat, lon);
  // Keep the k+1 nearest by chord length (monotonic in great-circle distance).
  const nearest: { station: IndexedStation; chord: number }[] = [];
  for (const station of INDEXED) {
    const dx = station.x - px;
    const dy = station.y - py;
    const dz = station.z - pz;
    const chord = dx * dx + dy * dy + dz * dz;
    if (nearest.length === NEAREST_STATIONS + 1 && chord >= nearest[NEAREST_STATIONS]!.chord) continue;
    let i = Math.min(nearest.length, NEAREST_STATIONS);
    while (i > 0 && nearest[i - 1]!.chord > chord) i--;
    nearest.splice(i, 0, { station, chord });
    if (nearest.length > NEAREST_STATIONS + 1) nearest.pop();
  }
  const km = (chord: number): number => 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(chord) / 2));
  const radius = km(nearest[NEAREST_STATIONS]!.chord);
  const weighted: StationWeight[] = [];
  let total = 0;
  for (let i = 0; i < NEAREST_STATIONS; i++) {
    const { station, chord } = nearest[i]!;
    const d = km(chord);
    if (d < 1e-3) return [{ station, weight: 1, distanceKm: d }];
    const weight = radius > d ? ((radius - d) / (radius * d)) ** 2 : 0;
    weighted.push({ station, weight, distanceKm: d });
    total += weight;
  }
  if (total === 0) return [{ station: nearest[0]!.station, weight: 1, distanceKm: km(nearest[0]!.chord) }];
  for (const entry of weighted) entry.weight /= total;
  return weighted.filter((entry) => entry.weight > 0);
}
