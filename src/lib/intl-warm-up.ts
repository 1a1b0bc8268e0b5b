import { activeIntlLocale } from '../i18n/translate';
import { afterNextPaint } from './after-next-paint';
import { loadZoneData, OFFSET_LOCALE } from './zone-data';

/** What reading a zone's offsets needs loaded (src/lib/zoned-time.ts). */
const ZONE_STEP = loadZoneData;

// The first Intl object of a page loads the locale's data in one long task (slow on a phone); loading it
// ahead in small steps, each its own task, never blocks for long. Steps run in the app's language.
const OTHER_STEPS: Array<() => unknown> = [
  () => new Intl.Locale(OFFSET_LOCALE).maximize(),
  () => new Intl.Collator(activeIntlLocale()).resolvedOptions(),
  () => new Intl.NumberFormat(activeIntlLocale()).formatToParts(1.5),
  () => new Intl.DateTimeFormat(activeIntlLocale(), { timeZone: 'UTC', weekday: 'short' }).formatToParts(0),
];

/** Settle once the warm-up has loaded what zones need, and once it has taken every step. */
let zonesLoaded: Promise<void> | undefined;
let allLoaded: Promise<void> | undefined;
let everythingLoaded = false;

/**
 * Loads the locale data Intl needs, one step per task, once per page: `'after-paint'` after the next frame
 * (home draws without Intl), `'now'` at once and zones first (a place's forecast cannot be read without them).
 */
export function warmUpIntl(start: 'now' | 'after-paint'): void {
  if (zonesLoaded) return;
  const steps = start === 'now' ? [ZONE_STEP, ...OTHER_STEPS] : [...OTHER_STEPS, ZONE_STEP];
  let zonesDone = () => {};
  let allDone = () => {};
  zonesLoaded = new Promise((done) => (zonesDone = done));
  allLoaded = new Promise<void>((done) => (allDone = done)).then(() => {
    everythingLoaded = true;
  });
  const next = () => {
    const step = steps.shift();
    step?.();
    if (step === ZONE_STEP) zonesDone();
    if (steps.length > 0) setTimeout(next);
    else allDone();
  };
  if (start === 'now') setTimeout(next);
  else afterNextPaint(next);
}

/** Settles once a started warm-up has loaded zone data (at once if none started): a forecast's hours wait for it. */
export function zoneDataLoaded(): Promise<void> {
  return zonesLoaded ?? Promise.resolve();
}

/** Settles once a started warm-up has taken every step (at once if none started), so a render never loads the data. */
export function intlDataLoaded(): Promise<void> {
  return allLoaded ?? Promise.resolve();
}

/** True once a warm-up has taken every step. */
export function isIntlDataLoaded(): boolean {
  return everythingLoaded;
}
