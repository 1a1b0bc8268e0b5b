import { useCallback } from 'react';
import { AIRPORT_COUNT_RULE } from '../../api/schemas/query';
import { useStoredDocument } from '../../offline/stored-document';

export const { min: MIN_AIRPORT_COUNT, max: MAX_AIRPORT_COUNT, default: DEFAULT_AIRPORT_COUNT } = AIRPORT_COUNT_RULE;
const KV_KEY = 'airports.count';

/** A stored count the service would refuse (an older build, a hand edit) means the default. */
export function validAirportCount(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= MIN_AIRPORT_COUNT && value <= MAX_AIRPORT_COUNT
    ? value
    : DEFAULT_AIRPORT_COUNT;
}

/** How many airports to list, persisted in IndexedDB; `count` is undefined until read, so nothing is fetched too early. */
export function useAirportCount() {
  const { value, loaded, set } = useStoredDocument(KV_KEY, DEFAULT_AIRPORT_COUNT, validAirportCount);
  const setCount = useCallback((next: number) => set(validAirportCount(next)), [set]);
  return { count: loaded ? value : undefined, setCount };
}
