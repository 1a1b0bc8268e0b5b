import { intlDataLoaded, isIntlDataLoaded } from '../lib/intl-warm-up';
import { useSettled } from './use-settled';

/**
 * False until the page's Intl warm-up (src/lib/intl-warm-up.ts) has taken every step. A first
 * Intl object loads the locale's data, up to 60 ms of a phone's processor in one go: a part that
 * can come later without moving anything (a tooltip's exact time) waits for this instead.
 */
export function useIntlDataLoaded(): boolean {
  return useSettled(isIntlDataLoaded, intlDataLoaded);
}
