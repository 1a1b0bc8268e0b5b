/**
 * The planet-wide weather fields (field.ts) as one place sees them: sampled at 6-hour knots
 * and interpolated, with moisture made uniform on [0, 1] by the field's own distribution. Rain
 * falls from the systems' moisture with showers' added; cloud and humidity follow the systems'.
 */
import { SHOWERS, weatherField, weatherFieldSpread } from './field';
import { hashString, unitHash } from './noise';
import type { PlaceContext } from './place-context';
import { quantileFunction } from './quantile-table';

const PRESSURE_SEED = hashString('field:pressure');
const MOISTURE_SEED = hashString('field:moisture');
const WARMTH_SEED = hashString('field:warmth');
const SHOWER_SEED = hashString('field:showers');
/** How much the showers' field adds to the systems' moisture (whose spread is about 0.72). */
const SHOWER_SHARE = 0.5;

/** The systems' moisture in units of their `spread` at the latitude, so that every place's has one distribution. */
function systemsMoisture(lat: number, lon: number, hours: number, pressure: number, spread: number): number {
  return (0.6 * -pressure + 0.4 * weatherField(MOISTURE_SEED, lat, lon, hours)) / spread;
}

/** The showers' part of the moisture, too quick to sample at knots: read every time, in units of its `spread`. */
function showerMoisture(lat: number, lon: number, hours: number, spread: number): number {
  return (SHOWER_SHARE * weatherField(SHOWER_SEED, lat, lon, hours, SHOWERS)) / spread;
}

/** Systems' and showers' moisture at points spread over the globe and a few years. */
const MOISTURE_SAMPLES = (() => {
  const count = 4096;
  const systems = new Float64Array(count);
  const withShowers = new Float64Array(count);
  const seed = hashString('moisture-quantiles');
  for (let i = 0; i < count; i++) {
    const lat = (Math.asin(2 * unitHash(seed, 3 * i) - 1) * 180) / Math.PI;
    const lon = 360 * unitHash(seed, 3 * i + 1) - 180;
    const hours = 490_000 + 30_000 * unitHash(seed, 3 * i + 2);
    systems[i] = systemsMoisture(lat, lon, hours, weatherField(PRESSURE_SEED, lat, lon, hours), weatherFieldSpread(lat));
    withShowers[i] = systems[i]! + showerMoisture(lat, lon, hours, weatherFieldSpread(lat, SHOWERS));
  }
  return { systems, withShowers };
})();
const systemsQuantile = quantileFunction(MOISTURE_SAMPLES.systems);
const showersQuantile = quantileFunction(MOISTURE_SAMPLES.withShowers);

/**
 * The fields change over tens of hours, so a place samples them every KNOT_HOURS (on an
 * absolute grid, so an hour's value does not depend on when it is asked for) and
 * interpolates in between: a 6-fold saving that keeps a forecast well under a millisecond.
 */
const KNOT_HOURS = 6;
const GRADIENT_STEP_DEG = 0.5;
const enum Knot {
  Pressure,
  Warmth,
  Moisture,
  PressureNorth,
  PressureEast,
}

function knotAt(ctx: PlaceContext, knot: number): Float64Array {
  let values = ctx.fieldKnots.get(knot);
  if (values === undefined) {
    const { lat, lon } = ctx;
    const hours = knot * KNOT_HOURS;
    const pressure = weatherField(PRESSURE_SEED, lat, lon, hours);
    values = new Float64Array(5);
    values[Knot.Pressure] = pressure;
    values[Knot.Warmth] = weatherField(WARMTH_SEED, lat, lon, hours);
    values[Knot.Moisture] = systemsMoisture(lat, lon, hours, pressure, ctx.fieldSpread);
    values[Knot.PressureNorth] = weatherField(PRESSURE_SEED, lat + GRADIENT_STEP_DEG, lon, hours);
    values[Knot.PressureEast] = weatherField(PRESSURE_SEED, lat, lon + GRADIENT_STEP_DEG, hours);
    ctx.fieldKnots.set(knot, values);
  }
  return values;
}

function fieldAt(ctx: PlaceContext, hours: number, which: Knot): number {
  const position = hours / KNOT_HOURS;
  const knot = Math.floor(position);
  const a = knotAt(ctx, knot)[which]!;
  const b = knotAt(ctx, knot + 1)[which]!;
  return a + (b - a) * (position - knot);
}

/** The systems' moisture at a place and an absolute hour, uniform in [0, 1]: what cloud and humidity follow. */
export function airMoistureAt(ctx: PlaceContext, hours: number): number {
  return systemsQuantile(fieldAt(ctx, hours, Knot.Moisture));
}

/** The systems' and the showers' moisture, uniform in [0, 1]: what rain falls from. */
export function rainMoistureAt(ctx: PlaceContext, hours: number): number {
  let moisture = ctx.rainMoisture.get(hours);
  if (moisture === undefined) {
    moisture = showersQuantile(fieldAt(ctx, hours, Knot.Moisture) + showerMoisture(ctx.lat, ctx.lon, hours, ctx.showerSpread));
    ctx.rainMoisture.set(hours, moisture);
  }
  return moisture;
}

/** The pressure field (lows negative, highs positive) at a place and an absolute hour. */
export function pressureAt(ctx: PlaceContext, hours: number): number {
  return fieldAt(ctx, hours, Knot.Pressure);
}

/** The warmth anomaly field at a place and an absolute hour. */
export function warmthAt(ctx: PlaceContext, hours: number): number {
  return fieldAt(ctx, hours, Knot.Warmth);
}

const KM_PER_DEGREE = 111.2;

/** The pressure field's gradient towards east and north per km, given its value `pressure` here. */
export function pressureGradientAt(ctx: PlaceContext, hours: number, pressure: number): [east: number, north: number] {
  const cosLat = Math.max(0.1, Math.cos((ctx.lat * Math.PI) / 180));
  const dPdy = (fieldAt(ctx, hours, Knot.PressureNorth) - pressure) / (GRADIENT_STEP_DEG * KM_PER_DEGREE);
  const dPdx = (fieldAt(ctx, hours, Knot.PressureEast) - pressure) / (GRADIENT_STEP_DEG * KM_PER_DEGREE * cosLat);
  return [dPdx, dPdy];
}
