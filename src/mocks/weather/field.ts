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
 * 20-35° of latitude.
 */
import { mixHash, unitHash } from './noise';

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

const EXTRATROPICAL: readonly Octave[] = [
  { lonCell: 30, latCell: 18, hours: 120, weight: 0.65 },
  { lonCell: 12, latCell: 8, hours: 54, weight: 0.35 },
];
const TROPICAL: readonly Octave[] = [
  { lonCell: 40, latCell: 14, hours: 96, weight: 0.6 },
  { lonCell: 15, latCell: 7, hours: 36, weight: 0.4 },
];

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
    const seedT = mixHash(seed, it + dt);
    const row0 = mixHash(seedT, iy);
    const row1 = mixHash(seedT, iy + 1);
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
    total += octave.weight * gridNoise(mixHash(seed, i), x, lat, hours, octave);
  }
  return total;
}

/** Weight of the mid-latitude regime: 0 in the deep tropics, 1 poleward of 35°. */
export function extratropicalWeight(lat: number): number {
  const f = Math.min(1, Math.max(0, (Math.abs(lat) - 20) / 15));
  return f * f * (3 - 2 * f);
}

/**
 * A field in about [-1, 1] (mostly within ±0.6, like a sum of independent influences)
 * at a point and an absolute hour (hours since 1970).
 */
export function weatherField(seed: number, lat: number, lon: number, hours: number): number {
  const w = extratropicalWeight(lat);
  let value = 0;
  if (w > 0) value += w * regimeNoise(seed, lon, lat, hours, EXTRATROPICAL, WESTERLY_DEG_PER_HOUR);
  if (w < 1) value += (1 - w) * regimeNoise(mixHash(seed, 77), lon, lat, hours, TROPICAL, -EASTERLY_DEG_PER_HOUR);
  return 2 * value - 1;
}
