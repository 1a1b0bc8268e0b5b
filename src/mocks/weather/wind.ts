import { extratropicalWeight } from './field';
import { clamp } from './numbers';
import type { PlaceContext } from './place-context';
import { pressureGradientAt } from './place-fields';

/** Geostrophic wind, km/h per unit of pressure field per km of distance. */
const GEOSTROPHIC_GAIN = 25_000;
/** Near-surface wind around a system saturates towards this (friction, km/h). */
const SYSTEM_WIND_LIMIT = 32;
/** How much a deep low of the westerlies strengthens the wind where nothing slows it (open sea, a coast). */
const STORM_GAIN = 2.5;
/** Pressure field values (lows negative) over which a low deepens from none to a full storm. */
const STORM_FROM = -0.1;
const STORM_FULL = -0.55;

/**
 * Wind towards east and north (km/h): the prevailing flow of the latitude plus the
 * geostrophic wind around the pressure field's lows (anticlockwise in the north), stronger
 * in deep lows on exposed coasts.
 */
export function windVector(ctx: PlaceContext, hours: number, pressure: number, seasonalWetness: number): [east: number, north: number] {
  const { lat } = ctx;
  const hemisphere = lat >= 0 ? 1 : -1;
  const [dPdx, dPdy] = pressureGradientAt(ctx, hours, pressure);
  const coriolis = clamp((Math.abs(lat) - 8) / 17, 0, 1);
  const extratropical = extratropicalWeight(lat);
  // Trade winds blow from the north-east (south-east in the south); in a monsoon's wet
  // season the flow turns onshore from the south-west (north-west in the south).
  const monsoon = Math.abs(lat) > 5 ? clamp((seasonalWetness - 1.3) / 1.2, 0, 1) : 0;
  const tropicalEast = -14 * (1 - monsoon) + 10 * monsoon;
  const tropicalNorth = -6 * hemisphere * (1 - monsoon) + 8 * hemisphere * monsoon;
  let geoEast = GEOSTROPHIC_GAIN * coriolis * hemisphere * -dPdy;
  let geoNorth = GEOSTROPHIC_GAIN * coriolis * hemisphere * dPdx;
  const geoSpeed = Math.hypot(geoEast, geoNorth);
  if (geoSpeed > 0) {
    const scale = (SYSTEM_WIND_LIMIT * Math.tanh(geoSpeed / SYSTEM_WIND_LIMIT)) / geoSpeed;
    geoEast *= scale;
    geoNorth *= scale;
  }
  // The trades strengthen and slacken with the surges of the tropical pressure field.
  const surge = 0.5 + clamp(0.5 + 1.5 * pressure, 0, 1);
  // Deep lows of the westerlies bring gales, strongest where the sea around leaves no friction.
  const depth = clamp((pressure - STORM_FROM) / (STORM_FULL - STORM_FROM), 0, 1);
  const storm = 1 + STORM_GAIN * depth * extratropical * ctx.exposure;
  const east = ((1 - extratropical) * tropicalEast * surge + extratropical * 6 + geoEast) * storm;
  const north = ((1 - extratropical) * tropicalNorth * surge + geoNorth) * storm;
  return [east, north];
}
