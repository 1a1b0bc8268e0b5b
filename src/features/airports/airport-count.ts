import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { readKv, writeKv } from '../../offline/db';
import { airportKeys } from './api/keys';

export const MIN_AIRPORT_COUNT = 1;
export const MAX_AIRPORT_COUNT = 20;
export const DEFAULT_AIRPORT_COUNT = 5;
const KV_KEY = 'airports.count';

/** A stored count that is not a whole number from 1 to 20 (an older build, a hand edit) means the default. */
export function validAirportCount(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= MIN_AIRPORT_COUNT && value <= MAX_AIRPORT_COUNT
    ? value
    : DEFAULT_AIRPORT_COUNT;
}

const airportCountQueryOptions = queryOptions({
  queryKey: airportKeys.count(),
  queryFn: async () => validAirportCount(await readKv<unknown>(KV_KEY)),
  // A local read: it must run offline too, and nothing else changes it behind our back.
  networkMode: 'always',
  staleTime: Infinity,
});

/**
 * How many airports to list, persisted in IndexedDB. Held in the query cache so that every
 * component showing airports (list, map) shares one value. `count` is undefined until read.
 */
export function useAirportCount() {
  const queryClient = useQueryClient();
  const { data: count } = useQuery(airportCountQueryOptions);
  const { mutate: setCount } = useMutation({
    networkMode: 'always',
    mutationFn: (next: number) => writeKv(KV_KEY, validAirportCount(next)),
    onMutate: (next) => queryClient.setQueryData(airportKeys.count(), validAirportCount(next)),
  });
  return { count, setCount };
}
