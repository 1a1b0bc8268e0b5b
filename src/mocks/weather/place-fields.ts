/**
 * The planet-wide weather fields (field.ts) as one place sees them: sampled at 6-hour knots
 * and interpolated, with moisture made uniform on [0, 1] by the field's own distribution.
 */
import { weatherField } from './field';
import { hashString, unitHash } from './noise';
import type { PlaceContext } from './place-context';

const PRESSURE_SEED = hashString('field:pressure');
const MOISTURE_SEED = hashString('field:moisture');
const WARMTH_SEED = hashString('field:warmth');

function rawMoisture(lat: number, lon: number, hours: number, pressure: number): number {
  return 0.6 * -pressure + 0.4 * weatherField(MOISTURE_SEED, lat, lon, hours);
}

/**
 * The field's distribution, sampled once over the globe and a few years: turning raw
 * moisture into its quantile makes "the wettest 5 % of hours" a plain threshold of 0.95.
 */
const MOISTURE_QUANTILES: Float64Array = (() => {
  const samples = 4096;
  const values = new Float64Array(samples);
  const seed = hashString('moisture-quantiles');
  for (let i = 0; i < samples; i++) {
    const lat = (Math.asin(2 * unitHash(seed, 3 * i) - 1) * 180) / Math.PI;
    const lon = 360 * unitHash(seed, 3 * i + 1) - 180;
    const hours = 490_000 + 30_000 * unitHash(seed, 3 * i + 2);
    values[i] = rawMoisture(lat, lon, hours, weatherField(PRESSURE_SEED, lat, lon, hours));
  }
  return values.sort();
})();

/**
 * Quantile of a raw moisture value. A forecast asks ~340 times, so the sorted samples are
 * resampled once onto an evenly spaced table that is read in O(1), linear in between.
 */
const QUANTILE_TABLE_SIZE = 1024;
const QUANTILE_LOW = MOISTURE_QUANTILES[0]!;
const QUANTILE_STEP = (MOISTURE_QUANTILES[MOISTURE_QUANTILES.length - 1]! - QUANTILE_LOW) / (QUANTILE_TABLE_SIZE - 1);
const QUANTILE_TABLE: Float64Array = (() => {
  const q = MOISTURE_QUANTILES;
  const table = new Float64Array(QUANTILE_TABLE_SIZE);
  let j = 0;
  for (let i = 0; i < QUANTILE_TABLE_SIZE; i++) {
    const raw = QUANTILE_LOW + i * QUANTILE_STEP;
    while (j < q.length - 2 && q[j + 1]! <= raw) j++;
    const span = q[j + 1]! - q[j]!;
    table[i] = Math.min(1, (j + (span > 0 ? Math.min(1, Math.max(0, (raw - q[j]!) / span)) : 0)) / (q.length - 1));
  }
  return table;
})();

function moistureQuantile(raw: number): number {
  const position = (raw - QUANTILE_LOW) / QUANTILE_STEP;
  if (position <= 0) return 0;
  if (position >= QUANTILE_TABLE_SIZE - 1) return 1;
  const i = Math.floor(position);
  const a = QUANTILE_TABLE[i]!;
  return a + (QUANTILE_TABLE[i + 1]! - a) * (position - i);
}

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
    values[Knot.Moisture] = rawMoisture(lat, lon, hours, pressure);
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

/** Uniform moisture in [0, 1] at a place and an absolute hour. */
export function moistureAt(ctx: PlaceContext, hours: number): number {
  return moistureQuantile(fieldAt(ctx, hours, Knot.Moisture));
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
