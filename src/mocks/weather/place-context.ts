/**
 * Per-place constants derived once per request: where the place is and the climate there.
 * Nothing here depends on the place's name, so two places a kilometre apart get nearly the
 * same context and therefore nearly the same weather.
 */
import { surfacePressureAt } from './atmosphere';
import { type PlaceClimate, placeClimate } from './climate';
import type { WeatherPlace } from './place';

export interface PlaceContext {
  readonly place: WeatherPlace;
  readonly lat: number;
  readonly lon: number;
  /** The place's own elevation when known, else the terrain's (see place-elevation.ts). */
  readonly elevationM: number;
  readonly climate: PlaceClimate;
  /** Surface over sea-level pressure at the place's elevation (barometric formula). */
  readonly pressureFactor: number;
  /** The weather fields at 6-hour knots, filled as hours are sampled (see place-fields.ts). */
  readonly fieldKnots: Map<number, Float64Array>;
}

/**
 * Below sea level is real (Dead Sea, -430 m) and the lapse rate then warms, as it should.
 * The clamp keeps bad data (a height in feet, a typo) from driving the barometric formula
 * past the top of the atmosphere into NaN.
 */
function usableElevation(elevation: number | undefined): number | undefined {
  if (elevation === undefined || !Number.isFinite(elevation)) return undefined;
  return Math.min(9000, Math.max(-500, elevation));
}

export function placeContext(place: WeatherPlace): PlaceContext {
  const climate = placeClimate(place.lat, place.lon, usableElevation(place.elevation));
  return {
    place,
    lat: place.lat,
    lon: place.lon,
    elevationM: climate.elevationM,
    climate,
    pressureFactor: surfacePressureAt(1, climate.elevationM),
    fieldKnots: new Map(),
  };
}
