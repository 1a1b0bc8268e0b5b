import { activeIntlLocale } from '../i18n/translate';

/** The app's zone offsets are read in this locale (src/lib/zoned-time.ts), whatever the browser's. */
const OFFSET_LOCALE = 'en-US';

/**
 * The first Intl object of a page loads the locale's data: about 15 ms of a fast desktop's
 * processor in one go, four times that on a phone, inside whichever task first shows a time (on a
 * place screen, the one that reads the forecast). Loaded ahead in small steps, each its own task,
 * it never blocks the page for long; the objects are thrown away, the loaded data stays. Each
 * step's share was measured in Chromium: the collator's takes the larger part of the shared data.
 * In the app's language, read when each step runs (the language is chosen before the first screen).
 */
const STEPS: Array<() => unknown> = [
  () => new Intl.Locale(OFFSET_LOCALE).maximize(),
  () => new Intl.Collator(activeIntlLocale()).resolvedOptions(),
  () => new Intl.NumberFormat(activeIntlLocale()).formatToParts(1.5),
  () => new Intl.DateTimeFormat(activeIntlLocale(), { timeZone: 'UTC', weekday: 'short' }).formatToParts(0),
  () => new Intl.DateTimeFormat(OFFSET_LOCALE, { timeZone: 'UTC', timeZoneName: 'longOffset' }).formatToParts(0),
];

/** Loads the locale data Intl needs, one step per task, starting after the current one. */
export function warmUpIntl(): void {
  const steps = [...STEPS];
  const next = () => {
    steps.shift()?.();
    if (steps.length > 0) setTimeout(next);
  };
  setTimeout(next);
}
