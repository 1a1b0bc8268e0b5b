/** Entries of the evenly spaced table a quantile function reads: O(1) a call, linear in between. */
const TABLE_SIZE = 1024;

/**
 * The quantile function of a distribution given by samples: the share of them below a value, so
 * that "the highest 5 % of values" becomes a plain threshold of 0.95. Built once, read often.
 */
export function quantileFunction(samples: Float64Array): (value: number) => number {
  const q = Float64Array.from(samples).sort();
  const low = q[0]!;
  const step = (q[q.length - 1]! - low) / (TABLE_SIZE - 1);
  const table = new Float64Array(TABLE_SIZE);
  let j = 0;
  for (let i = 0; i < TABLE_SIZE; i++) {
    const value = low + i * step;
    while (j < q.length - 2 && q[j + 1]! <= value) j++;
    const span = q[j + 1]! - q[j]!;
    table[i] = Math.min(1, (j + (span > 0 ? Math.min(1, Math.max(0, (value - q[j]!) / span)) : 0)) / (q.length - 1));
  }
  return (value) => {
    const position = (value - low) / step;
    if (position <= 0) return 0;
    if (position >= TABLE_SIZE - 1) return 1;
    const i = Math.floor(position);
    const a = table[i]!;
    return a + (table[i + 1]! - a) * (position - i);
  };
}
