import { activeIntlLocale } from '../i18n/translate';
import { afterNextPaint } from './after-next-paint';

/** The app's zone offsets are read in this locale (src/lib/zoned-time.ts), whatever the browser's. */
const OFFSET_LOCALE = 'en-US';

/** What reading a zone's offsets needs loaded (src/lib/zoned-time.ts). */
const ZONE_STEP = () => new Intl.DateTimeFormat(OFFSET_LOCALE, { timeZone: 'UTC', timeZoneName: 'longOffset' }).formatToParts(0);

/**
 * The first Intl object of a page loads the locale's data: about 15 ms of a fast desktop's
 * processor in one go, four times that on a phone, inside whichever task first shows a time (on a
 * place screen, the one that reads the forecast). Loaded ahead in small steps, each its own task,
 * it never blocks the page for long; the objects are thrown away, the loaded data stays. Each
 * step's share was measured in Chromium: whichever comes first takes the larger part of the
 * shared data, the collator's the most of the rest. In the app's language, read when each step
 * runs (the language is chosen before the first screen).
 */
const OTHER_STEPS: Array<() => unknown> = [
  () => new Intl.Locale(OFFSET_LOCALE).maximize(),
  () => new Intl.Collator(activeIntlLocale()).resolvedOptions(),
  () => new Intl.NumberFormat(activeIntlLocale()).formatToParts(1.5),
  () => new Intl.DateTimeFormat(activeIntlLocale(), { timeZone: 'UTC', weekday: 'short' }).formatToParts(0),
];

/** Settle once the warm-up has loaded what zones need, and once it has taken every step; undefined until a warm-up starts. */
let zonesLoaded: Promise<void> | undefined;
let allLoaded: Promise<void> | undefined;
let everythingLoaded = false;

/**
 * Loads the locale data Intl needs, one step per task; once per page. `'after-paint'` starts once
 * the page's next frame has painted, the shared data spread over the first small steps, so that a
 * first screen drawn without Intl (home's) is not held back by it. `'now'` starts at once with
 * what zones need, for a screen whose data cannot be read without it (a place's forecast waits
 * for it, below): one longer step, and the rest after it.
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

/**
 * Settles once a started warm-up has loaded what zones need, at once where none was started (the
 * service worker, a test): work that reads many times at a place (a forecast's hours) waits for
 * it, so that loading the data is not added to its own task.
 */
export function zoneDataLoaded(): Promise<void> {
  return zonesLoaded ?? Promise.resolve();
}

/**
 * Settles once a started warm-up has taken every step, at once where none was started: what can
 * come later without moving anything (a tooltip's exact time) waits for it rather than loading
 * the data inside a render.
 */
export function intlDataLoaded(): Promise<void> {
  return allLoaded ?? Promise.resolve();
}

/** True once a warm-up has taken every step. */
export function isIntlDataLoaded(): boolean {
  return everythingLoaded;
}
