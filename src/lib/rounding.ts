/** Half away from zero, as Intl rounds (Math.round gives −0.5 → 0), never −0; the mock rounds the same way. */
export function roundHalfAway(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value)) + 0;
}
