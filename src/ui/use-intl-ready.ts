import { intlDataLoaded, isIntlDataLoaded } from '../lib/intl-warm-up';
import { useAfterFirstPaint } from './use-after-first-paint';
import { useSettled } from './use-settled';

/**
 * False until the first screen has painted (useAfterFirstPaint) and the page's Intl warm-up
 * (src/lib/intl-warm-up.ts) has taken every step. A first Intl object loads the locale's data, up
 * to 60 ms of a phone's processor in one go: a part that formats with Intl and can come later
 * without moving anything (a tooltip's exact time, the home week's own weekday names, the home
 * card's hourly outlook) waits for this instead of loading it inside a render.
 */
export function useIntlReady(): boolean {
  const painted = useAfterFirstPaint();
  const loaded = useSettled(isIntlDataLoaded, intlDataLoaded);
  return painted && loaded;
}
