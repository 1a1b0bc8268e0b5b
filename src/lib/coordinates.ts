/** Four decimals (~11 m): the precision of `/at/` links, cache keys and requests alike. */
export const COORDINATE_DECIMALS = 4;

const SCALE = 10 ** COORDINATE_DECIMALS;

export function roundCoordinate(value: number): number {
  return Math.round(value * SCALE) / SCALE;
}

/** The same point picked twice (a tap, a search, a link) asks once and shares one cache entry. */
export function roundPoint<P extends { lat: number; lon: number }>(point: P): P {
  return { ...point, lat: roundCoordinate(point.lat), lon: roundCoordinate(point.lon) };
}
