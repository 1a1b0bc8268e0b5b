import { activeIntlLocale } from '../i18n/translate';
import { afterNextPaint } from './after-next-paint';

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

let warming: Promise<void> | undefined;

/**
 * Loads the locale data Intl needs, one step per task, starting once the page's next frame has
 * painted (so never inside the first screen's render); settles when every step has run. Once per page.
 */
export function warmUpIntl(): Promise<void> {
  warming ??= new Promise((warmed) => {
    const steps = [...STEPS];
    const next = () => {
      steps.shift()?.();
      if (steps.length > 0) setTimeout(next);
      else warmed();
    };
    afterNextPaint(next);
  });
  return warming;
}

/**
 * Settles when the warm-up has run, at once where none was started (the service worker, a
 * test): work that reads many times at a place (a forecast's hours) waits for it, so that loading
 * the data is not added to its own task but spread over the warm-up's short ones.
 */
export function intlWarmedUp(): Promise<void> {
  return warming ?? Promise.resolve();
}
