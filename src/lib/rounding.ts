/**
 * A whole number as the app shows it: half away from zero, as Intl rounds (−0.5 is −1, where
 * Math.round gives 0), and never −0. The mock's whole-number answers round the same way, so a
 * card's embed temperature and its forecast's never disagree on screen.
 */
export function roundHalfAway(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value)) + 0;
}
