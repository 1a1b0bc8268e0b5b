/**
 * The elevation the mock gives a point that has none of its own: the terrain grid
 * (./terrain.ts), corrected near climate stations towards the station's own elevation.
 *
 * The grid is 0.25° coarse, so a city in a deep valley or on a narrow plateau sits hundreds
 * of metres off it (Lhasa: grid 4,220 m, station 3,650 m; Sion 1,300 m against 480 m), and
 * the station's normals would then be lapse-rate corrected for a height nobody lives at.
 * Each nearby station therefore pulls the point by its own offset from the grid, weighted
 * as in the climate interpolation and fading with distance (Gaussian, VALLEY_REACH_KM), so
 * a station's town gets the station's elevation and the correction vanishes a few tens of
 * kilometres away. A station far above the grid (a summit: Säntis, the only one in the table)
 * measures the free air at its height, not the valleys around it, and pulls nothing.
 */
import { terrainElevation } from './terrain';

/** How far a station's valley reaches: its pull falls to 37 % at this distance. */
export const VALLEY_REACH_KM = 20;
/** A station this far above the grid stands on a summit. */
export const SUMMIT_EXCESS_M = 1000;

interface WeightedStation {
  readonly station: { readonly lat: number; readonly lon: number; readonly elevationM: number };
  readonly weight: number;
  readonly distanceKm: number;
}

const offsets = new WeakMap<object, number>();

function stationOffset(station: WeightedStation['station']): number {
  let offset = offsets.get(station);
  if (offset === undefined) {
    offset = station.elevationM - terrainElevation(station.lat, station.lon);
    if (offset > SUMMIT_EXCESS_M) offset = 0;
    offsets.set(station, offset);
  }
  return offset;
}

/** Metres above sea level at a point, given the point's interpolation weights over the stations. */
export function placeElevation(lat: number, lon: number, weights: readonly WeightedStation[]): number {
  let correction = 0;
  for (const { station, weight, distanceKm } of weights) {
    correction += weight * Math.exp(-((distanceKm / VALLEY_REACH_KM) ** 2)) * stationOffset(station);
  }
  return terrainElevation(lat, lon) + correction;
}
