/**
 * The ground's elevation at any point, as the climate needs it: bilinear between the knots
 * of the mock's 0.25° grid (src/mocks/data/elevation-grid.ts, the elevation where people
 * live), so it is continuous everywhere; the sea is 0 m. Between 55° S and 75° N it changes by
 * less than 50 m a kilometre (0.3 °C at the lapse rate) in 99.9 % of places and by 160 m at
 * most (Greenland's ice edge); Antarctica's coast reaches 230 m.
 */
import { builtOnce } from '../data/built-once';
import { inflateRawSync } from 'node:zlib';
import { ELEVATION_GRID_DEFLATED_BASE64 } from '../data/elevation-grid';
import {
  ELEVATION_GRID_COLUMNS,
  ELEVATION_GRID_RESOLUTION_DEG,
  ELEVATION_GRID_ROWS,
  ELEVATION_GRID_STEP_M,
} from '../data/elevation-grid-layout';

let knots: Uint8Array | undefined;

function decodeKnots(): Uint8Array {
  const bytes = inflateRawSync(Buffer.from(ELEVATION_GRID_DEFLATED_BASE64.replace(/\s/g, ''), 'base64'));
  if (bytes.length !== ELEVATION_GRID_ROWS * ELEVATION_GRID_COLUMNS) {
    throw new Error(`Elevation grid has ${bytes.length} knots, expected ${ELEVATION_GRID_ROWS * ELEVATION_GRID_COLUMNS}`);
  }
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length);
}

/** The grid's knots, inflated on first use (≈ 6 ms); call early to keep that out of a request. */
export function loadTerrain(): Uint8Array {
  knots ??= builtOnce('terrain', decodeKnots);
  return knots;
}

/** Metres above sea level at a point (latitude clamped to ±90°, any longitude). */
export function terrainElevation(lat: number, lon: number): number {
  const grid = loadTerrain();
  const y = (Math.min(90, Math.max(-90, lat)) + 90) / ELEVATION_GRID_RESOLUTION_DEG;
  const x = ((((lon % 360) + 360) % 360) / ELEVATION_GRID_RESOLUTION_DEG) % ELEVATION_GRID_COLUMNS;
  const row = Math.min(ELEVATION_GRID_ROWS - 2, Math.floor(y));
  const column = Math.floor(x);
  const fy = y - row;
  const fx = x - column;
  const south = row * ELEVATION_GRID_COLUMNS;
  const north = south + ELEVATION_GRID_COLUMNS;
  const east = (column + 1) % ELEVATION_GRID_COLUMNS;
  const southValue = grid[south + column]! + (grid[south + east]! - grid[south + column]!) * fx;
  const northValue = grid[north + column]! + (grid[north + east]! - grid[north + column]!) * fx;
  return (southValue + (northValue - southValue) * fy) * ELEVATION_GRID_STEP_M;
}
