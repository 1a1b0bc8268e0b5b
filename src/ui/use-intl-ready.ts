import { intlDataLoaded, isIntlDataLoaded } from '../lib/intl-warm-up';
import { useAfterFirstPaint } from './use-after-first-paint';
import { useSettled } from './use-settled';

/** True once the first screen has painted and the Intl warm-up is done, for parts that can format later. */
export function useIntlReady(): boolean {
  const painted = useAfterFirstPaint();
  const loaded = useSettled(isIntlDataLoaded, intlDataLoaded);
  return painted && loaded;
}
