/**
 * `SKYCACHE_TEST_NOW=2027-01-15T03:00:00Z` starts the suite's clock at that moment and lets it
 * run on from there, so the whole suite can be tried on a winter night or a summer noon
 * (`npm run test:any-day`). Tests that pin the clock themselves (`vi.setSystemTime`) are unaffected.
 */
const start = process.env.SKYCACHE_TEST_NOW;

/** Set on the shifted Date: a worker shares it across its test files, and it is shifted once. */
const SHIFTED = Symbol.for('skycache.shifted-clock');

if (start && !(SHIFTED in Date)) {
  const target = Date.parse(start);
  if (!Number.isFinite(target)) throw new Error(`SKYCACHE_TEST_NOW is not a date: ${start}`);
  const RealDate = Date;
  const offset = target - RealDate.now();
  const now = () => RealDate.now() + offset;

  class ShiftedDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(now());
      else super(...(args as [string | number | Date]));
    }

    static override now(): number {
      return now();
    }
  }
  Object.defineProperty(ShiftedDate, SHIFTED, { value: true });
  globalThis.Date = ShiftedDate as DateConstructor;
}
