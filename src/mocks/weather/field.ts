/**
 * Smooth fields of position and time over the whole planet: the weather systems behind the
 * mock's weather. Every quantity that varies from day to day (pressure, moisture, warmth)
 * is a function of (lat, lon, hour) alone, never of a place's name, so neighbouring places
 * see the same systems and the same place sees them whenever it asks.
 *
 * Each field is value noise on a grid that moves with the flow: eastwards in the
 * mid-latitude westerlies (~0.45° of longitude an hour, ~35 km/h at 45°, so a low crosses
 * the Atlantic in about five days), westwards in the tropical easterlies (~0.2°/h). The grid
 * is periodic in longitude, so the date line is seamless, and the knots are also spaced in
 * time, so systems grow and decay while they move. The two regimes are blended across
 * 20-35° of latitude. A field comes at one of two scales: the systems, or the rain bands and
 * showers inside them.
 */
import { mix1, unitHash } from './noise';

/** Mid-latitude systems drift east by this many degrees of longitude an hour. */
export const WESTERLY_DEG_PER_HOUR = 0.45;
/** Tropical systems drift west by this many degrees of longitude an hour. */
export const EASTERLY_DEG_PER_HOUR = 0.2;

interface Octave {
  /** Cell size in degrees of longitude; divides 360 so the grid wraps at the date line. */
  readonly lonCell: number;
  readonly latCell: number;
  /** Hours between knots in time: how long a system lives. */
  readonly hours: number;
  readonly weight: number;
}

/** A field's octaves in each regime. */
export interface FieldScale {
  readonly extratropical: readonly Octave[];
  readonly tropical: readonly Octave[];
}

/** Weather systems: highs, lows and their fronts, days long and a continent wide. */
export const SYSTEMS: FieldScale = {
  extratropical: [
    { lonCell: 30, latCell: 18, hours: 120, weight: 0.65 },
    { lonCell: 12, latCell: 8, hours: 54, weight: 0.35 },
  ],
  tropical: [
    { lonCell: 40, latCell: 14, hours: 96, weight: 0.6 },
    { lonCell: 15, latCell: 7, hours: 36, weight: 0.4 },
  ],
};

/** Rain bands and showers inside the systems: hours long and a hundred-odd km wide. */
export const SHOWERS: FieldScale = {
  extratropical: [{ lonCell: 1.5, latCell: 1.2, hours: 5, weight: 1 }],
  tropical: [{ lonCell: 1, latCell: 1, hours: 3, weight: 1 }],
};

function smooth(f: number): number {
  return f * f * f * (f * (f * 6 - 15) + 10);
}

function wrap(index: number, period: number): number {
  return ((index % period) + period) % period;
}

/** Trilinear value noise in [0, 1) on a lon-periodic grid, with quintic fades (C2 smooth). */
function gridNoise(seed: number, x: number, lat: number, t: number, octave: Octave): number {
  const gx = x / octave.lonCell;
  const gy = (lat + 90) / octave.latCell;
  const gt = t / octave.hours;
  const ix = Math.floor(gx);
  const iy = Math.floor(gy);
  const it = Math.floor(gt);
  const fx = smooth(gx - ix);
  const fy = smooth(gy - iy);
  const ft = smooth(gt - it);
  const period = 360 / octave.lonCell;
  const x0 = wrap(ix, period);
  const x1 = wrap(ix + 1, period);
  let result = 0;
  for (let dt = 0; dt < 2; dt++) {
    const seedT = mix1(seed, it + dt);
    const row0 = mix1(seedT, iy);
    const row1 = mix1(seedT, iy + 1);
    const a = unitHash(row0, x0);
    const b = unitHash(row0, x1);
    const c = unitHash(row1, x0);
    const d = unitHash(row1, x1);
    const low = a + (b - a) * fx;
    const high = c + (d - c) * fx;
    const plane = low + (high - low) * fy;
    result += dt === 0 ? plane * (1 - ft) : plane * ft;
  }
  return result;
}

function regimeNoise(seed: number, lon: number, lat: number, hours: number, octaves: readonly Octave[], drift: number): number {
  const x = lon - drift * hours;
  let total = 0;
  for (let i = 0; i < octaves.length; i++) {
    const octave = octaves[i]!;
    total += octave.weight * gridNoise(mix1(seed, i), x, lat, hours, octave);
  }
  return total;
}

/** Weight of the mid-latitude regime: 0 in the deep tropics, 1 poleward of 35°. */
export function extratropicalWeight(lat: number): number {
  const f = Math.min(1, Math.max(0, (Math.abs(lat) - 20) / 15));
  return f * f * (3 - 2 * f);
}

/** (1 − s)² + s² for an interpolation at fraction f: how much of two random knots' spread it keeps. */
function fadeVariance(f: number): number {
  const s = smooth(f);
  return (1 - s) ** 2 + s ** 2;
}

/** fadeVariance's mean over a cell: the share of the spread kept along longitude and time, which move past a place. */
const MEAN_FADE_VARIANCE = (() => {
  let sum = 0;
  for (let step = 0; step < 1000; step++) sum += fadeVariance((step + 0.5) / 1000);
  return sum / 1000;
})();

function regimeVariance(lat: number, octaves: readonly Octave[]): number {
  let total = 0;
  for (const octave of octaves) {
    const position = (lat + 90) / octave.latCell;
    total += octave.weight ** 2 * fadeVariance(position - Math.floor(position));
  }
  return total;
}

/**
 * The field's standard deviation at a latitude, over time. A place's latitude stays put between
 * two rows of knots, and the regimes blend between 20° and 35°: both narrow its spread.
 */
export function weatherFieldSpread(lat: number, scale: FieldScale = SYSTEMS): number {
  const w = extratropicalWeight(lat);
  const variance = w ** 2 * regimeVariance(lat, scale.extratropical) + (1 - w) ** 2 * regimeVariance(lat, scale.tropical);
  return 2 * MEAN_FADE_VARIANCE * Math.sqrt(variance / 12);
}

/**
 * A field in about [-1, 1] (mostly within ±0.6, like a sum of independent influences)
 * at a point and an absolute hour (hours since 1970).
 */
export function weatherField(seed: number, lat: number, lon: number, hours: number, scale: FieldScale = SYSTEMS): number {
  const w = extratropicalWeight(lat);
  let value = 0;
  if (w > 0) value += w * regimeNoise(seed, lon, lat, hours, scale.extratropical, WESTERLY_DEG_PER_HOUR);
  if (w < 1) value += (1 - w) * regimeNoise(mix1(seed, 77), lon, lat, hours, scale.tropical, -EASTERLY_DEG_PER_HOUR);
  return 2 * value - 1;
}
