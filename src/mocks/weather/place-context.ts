/**
 * Per-place constants derived once per request: where the place is and the climate there.
 * Nothing here depends on the place's name, so two places a kilometre apart get nearly the
 * same context and therefore nearly the same weather.
 */
import { surfacePressureAt } from './atmosphere';
import { type PlaceClimate, placeClimate } from './climate';
import type { WeatherPlace } from './place';
import { SHOWERS, weatherFieldSpread } from './field';
import { terrainElevation } from './terrain';

export interface PlaceContext {
  readonly place: WeatherPlace;
  readonly lat: number;
  readonly lon: number;
  /** The place's own elevation when known, else the terrain's (see place-elevation.ts). */
  readonly elevationM: number;
  readonly climate: PlaceClimate;
  /** Surface over sea-level pressure at the place's elevation (barometric formula). */
  readonly pressureFactor: number;
  /** 0.25 inland to 1 on open water: how little land around slows a storm's wind (see wind.ts). */
  readonly exposure: number;
  /** The weather fields at 6-hour knots, filled as hours are sampled (see place-fields.ts). */
  readonly fieldKnots: Map<number, Float64Array>;
  /** The systems' and the showers' fields' spreads at the place's latitude (see field.ts). */
  readonly fieldSpread: number;
  readonly showerSpread: number;
  /** Rain's moisture at the hours already sampled: each is an hour's end and the next one's start. */
  readonly rainMoisture: Map<number, number>;
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

/** Points of the compass, 0.5° out, at which the sea (0 m in the terrain grid) is looked for. */
const EXPOSURE_RADIUS_DEG = 0.5;
const EXPOSURE_BEARINGS = 8;

function exposureAt(lat: number, lon: number): number {
  let sea = 0;
  for (let i = 0; i < EXPOSURE_BEARINGS; i++) {
    const angle = (2 * Math.PI * i) / EXPOSURE_BEARINGS;
    const cosLat = Math.max(0.1, Math.cos((lat * Math.PI) / 180));
    if (terrainElevation(lat + EXPOSURE_RADIUS_DEG * Math.sin(angle), lon + (EXPOSURE_RADIUS_DEG * Math.cos(angle)) / cosLat) <= 0) sea += 1;
  }
  return 0.25 + 0.75 * (sea / EXPOSURE_BEARINGS);
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
    exposure: exposureAt(place.lat, place.lon),
    fieldKnots: new Map(),
    fieldSpread: weatherFieldSpread(place.lat),
    showerSpread: weatherFieldSpread(place.lat, SHOWERS),
    rainMoisture: new Map(),
  };
}
