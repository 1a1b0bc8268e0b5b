/**
 * The air between the measured cities: on a 2° grid, the mean of the cities around each knot,
 * weighted by a 500 km Gaussian and lowered to a rural level, with the remote air of the open
 * ocean taking over where no city is within about a thousand kilometres. Built once, by adding
 * the cities of each 1° cell (as one source at their centroid) to the knots within 1,200 km, and
 * read bilinearly, so it is continuous.
 */
import { builtOnce } from '../data/built-once';
import { type AnnualMeans, MEASURED_POLLUTANTS, measuredCities } from './measured-cities';

const GRID_DEG = 2;
const ROWS = 180 / GRID_DEG + 1;
const COLUMNS = 360 / GRID_DEG;
const SCALE_KM = 500;
const RADIUS_KM = 1200;
const CELL_DEG = 1;
const KM_PER_DEG = 111.2;
/**
 * Rural over urban annual means: monitors stand where people live, and the countryside
 * around a city breathes about a third less than the city itself.
 */
export const RURAL_SHARE = 0.7;
/** Remote marine and polar air, µg/m³, and its weight: that of a city about 870 km away. */
export const REMOTE_AIR: AnnualMeans = { pm2_5: 4, pm10: 10, no2: 1 };
const REMOTE_WEIGHT = Math.exp(-((870 / SCALE_KM) ** 2));

type Grid = Readonly<Record<(typeof MEASURED_POLLUTANTS)[number], Float64Array>>;

const EARTH_RADIUS_KM = 6371;
const RAD = Math.PI / 180;

/**
 * Weight of a city at a chord of `chordKm` (straight through the Earth: within 1% of the
 * great-circle distance at these ranges, and free of trigonometry in the hot loop).
 */
function knotWeight(chordKm: number): number {
  if (chordKm >= RADIUS_KM) return 0;
  const taper = 1 - (chordKm / RADIUS_KM) ** 2;
  return Math.exp(-((chordKm / SCALE_KM) ** 2)) * taper * taper;
}

/** The measured cities merged per 1° cell: beside a 500 km kernel they are one source. */
interface Sources {
  readonly count: number;
  readonly lat: Float64Array;
  readonly lon: Float64Array;
  readonly cities: Float64Array;
  /** Per pollutant, the sum of the cell's city means. */
  readonly sums: readonly Float64Array[];
}

function sourcesByCell(): Sources {
  const cities = measuredCities();
  const cellOf = new Map<number, number>();
  const at: number[] = [];
  for (let i = 0; i < cities.count; i++) {
    const key = Math.floor(cities.lat[i]! / CELL_DEG) * 1000 + Math.floor(cities.lon[i]! / CELL_DEG);
    let cell = cellOf.get(key);
    if (cell === undefined) cellOf.set(key, (cell = cellOf.size));
    at.push(cell);
  }
  const sources = {
    count: cellOf.size,
    lat: new Float64Array(cellOf.size),
    lon: new Float64Array(cellOf.size),
    cities: new Float64Array(cellOf.size),
    sums: MEASURED_POLLUTANTS.map(() => new Float64Array(cellOf.size)),
  };
  at.forEach((cell, i) => {
    sources.lat[cell]! += cities.lat[i]!;
    sources.lon[cell]! += cities.lon[i]!;
    sources.cities[cell]! += 1;
    MEASURED_POLLUTANTS.forEach((pollutant, p) => (sources.sums[p]![cell]! += cities.means[pollutant][i]!));
  });
  for (let cell = 0; cell < sources.count; cell++) {
    sources.lat[cell]! /= sources.cities[cell]!;
    sources.lon[cell]! /= sources.cities[cell]!;
  }
  return sources;
}

function buildGrid(): Grid {
  const sources = sourcesByCell();
  const knots = ROWS * COLUMNS;
  const knotXyz = new Float64Array(knots * 3);
  for (let row = 0; row < ROWS; row++) {
    for (let column = 0; column < COLUMNS; column++) {
      const lat = (row * GRID_DEG - 90) * RAD;
      const lon = (column * GRID_DEG - 180) * RAD;
      const k = (row * COLUMNS + column) * 3;
      knotXyz[k] = EARTH_RADIUS_KM * Math.cos(lat) * Math.cos(lon);
      knotXyz[k + 1] = EARTH_RADIUS_KM * Math.cos(lat) * Math.sin(lon);
      knotXyz[k + 2] = EARTH_RADIUS_KM * Math.sin(lat);
    }
  }
  const sums = MEASURED_POLLUTANTS.map(() => new Float64Array(knots));
  const weights = new Float64Array(knots);
  const reachDeg = RADIUS_KM / KM_PER_DEG;
  for (let i = 0; i < sources.count; i++) {
    const lat = sources.lat[i]!;
    const lon = sources.lon[i]!;
    const x = EARTH_RADIUS_KM * Math.cos(lat * RAD) * Math.cos(lon * RAD);
    const y = EARTH_RADIUS_KM * Math.cos(lat * RAD) * Math.sin(lon * RAD);
    const z = EARTH_RADIUS_KM * Math.sin(lat * RAD);
    const rowLow = Math.max(0, Math.ceil((lat - reachDeg + 90) / GRID_DEG));
    const rowHigh = Math.min(ROWS - 1, Math.floor((lat + reachDeg + 90) / GRID_DEG));
    for (let row = rowLow; row <= rowHigh; row++) {
      const knotLat = row * GRID_DEG - 90;
      const cos = Math.cos(Math.max(Math.abs(knotLat), Math.abs(lat)) * RAD);
      const lonReach = cos > reachDeg / 180 ? reachDeg / cos : 180;
      const columnLow = Math.ceil((lon - lonReach + 180) / GRID_DEG);
      const columnHigh = Math.min(Math.floor((lon + lonReach + 180) / GRID_DEG), columnLow + COLUMNS - 1);
      for (let column = columnLow; column <= columnHigh; column++) {
        const knot = row * COLUMNS + (((column % COLUMNS) + COLUMNS) % COLUMNS);
        const dx = knotXyz[knot * 3]! - x;
        const dy = knotXyz[knot * 3 + 1]! - y;
        const dz = knotXyz[knot * 3 + 2]! - z;
        const w = knotWeight(Math.sqrt(dx * dx + dy * dy + dz * dz));
        if (w === 0) continue;
        weights[knot]! += w * sources.cities[i]!;
        for (let p = 0; p < sums.length; p++) sums[p]![knot]! += w * sources.sums[p]![i]!;
      }
    }
  }
  const grid = {} as Record<(typeof MEASURED_POLLUTANTS)[number], Float64Array>;
  MEASURED_POLLUTANTS.forEach((pollutant, p) => {
    const sum = sums[p]!;
    for (let knot = 0; knot < knots; knot++) {
      sum[knot] = (RURAL_SHARE * sum[knot]! + REMOTE_WEIGHT * REMOTE_AIR[pollutant]) / (weights[knot]! + REMOTE_WEIGHT);
    }
    grid[pollutant] = sum;
  });
  return grid;
}

let grid: Grid | undefined;

/** Builds the grid unless already built (≈ 30 ms; a server does it at start-up). */
export function loadRegionalBackground(): void {
  grid ??= builtOnce('air-regional-background', buildGrid);
}

/** The regional background (µg/m³) at a point, bilinear between the four knots around it. */
export function regionalBackground(lat: number, lon: number): AnnualMeans {
  loadRegionalBackground();
  const y = Math.min(ROWS - 1 - 1e-9, Math.max(0, (lat + 90) / GRID_DEG));
  const x = (((lon + 180) / GRID_DEG) % COLUMNS + COLUMNS) % COLUMNS;
  const row = Math.floor(y);
  const column = Math.floor(x);
  const fy = y - row;
  const fx = x - column;
  const next = (column + 1) % COLUMNS;
  const at = (values: Float64Array): number => {
    const top = values[row * COLUMNS + column]! * (1 - fx) + values[row * COLUMNS + next]! * fx;
    const bottom = values[(row + 1) * COLUMNS + column]! * (1 - fx) + values[(row + 1) * COLUMNS + next]! * fx;
    return top * (1 - fy) + bottom * fy;
  };
  return { pm2_5: at(grid!.pm2_5), pm10: at(grid!.pm10), no2: at(grid!.no2) };
}
