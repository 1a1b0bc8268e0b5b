/** Small numeric helpers shared by the mock's weather modules. */
export function clamp(value: number, low: number, high: number): number {
  return value < low ? low : value > high ? high : value;
}

/** Rounds and turns -0 into 0 (JSON has no -0, but deep-equality in tests does). */
export function roundTo(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  return Math.round(value * scale) / scale + 0;
}

