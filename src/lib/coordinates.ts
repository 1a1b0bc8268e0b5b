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

/** A number's allowed range: the service's query rules and the globe's coordinates alike. */
export interface NumberRule {
  readonly min: number;
  readonly max: number;
  readonly integer?: boolean;
  /** The value when the parameter is left out; no default means it is required. */
  readonly default?: number;
}

export const LAT_RULE = { min: -90, max: 90 } as const satisfies NumberRule;
export const LON_RULE = { min: -180, max: 180 } as const satisfies NumberRule;

/** Whether `value` is a number inside `rule` (its bounds included). */
export const within = (value: unknown, { min, max }: NumberRule): value is number => typeof value === 'number' && value >= min && value <= max;

/** Whether `point` names a point on the globe. */
export const isPoint = (point: { lat: unknown; lon: unknown }): point is { lat: number; lon: number } =>
  within(point.lat, LAT_RULE) && within(point.lon, LON_RULE);
