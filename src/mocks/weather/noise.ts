/**
 * Deterministic pseudo-random numbers keyed by strings and integers. Everything the mock
 * generates is a pure function of (place, instant), so that restarts, tests and
 * different `now` values all agree on the weather of a given hour.
 */

/** FNV-1a over UTF-16 code units: stable across runtimes, good enough for seeding. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * Folds integers into a seed with a murmur3-style finaliser, so neighbouring inputs
 * (hour 1000 and 1001) give unrelated outputs.
 */
export function mixHash(seed: number, ...values: readonly number[]): number {
  let h = seed >>> 0;
  for (const value of values) h = mix1(h, value);
  return h;
}

/** mixHash of one integer without rest parameters, which allocate an array a call: for noise read per sample. */
export function mix1(seed: number, value: number): number {
  // Fold in both halves so integers beyond 2^32 (hour indexes, negative numbers) differ.
  const low = value | 0;
  const high = Math.floor(value / 4294967296) | 0;
  let h = Math.imul(seed ^ low, 0x9e3779b1);
  h = Math.imul(h ^ (h >>> 15), 0x85ebca6b);
  h ^= high;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Uniform in [0, 1) for the given seed and one integer key. */
export function unitHash(seed: number, value: number): number {
  return mix1(seed, value) / 4294967296;
}

/** Seed for one named quantity of one place ("temperature", "wind-u", …). */
export function channelSeed(placeSeed: number, channel: string): number {
  return mixHash(placeSeed, hashString(channel));
}

/**
 * Smooth 1-D value noise in [0, 1): random values at knots `period` apart on an absolute
 * time axis, blended with a smoothstep. Absolute time (not "hours from now") is what keeps
 * an hour's value independent of when it is asked for.
 */
export function valueNoise(seed: number, t: number, period: number): number {
  const x = t / period;
  const knot = Math.floor(x);
  const f = x - knot;
  const s = f * f * (3 - 2 * f);
  const a = unitHash(seed, knot);
  const b = unitHash(seed, knot + 1);
  return a + (b - a) * s;
}
