import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';

/** What the query cache holds under a key, kept current; never fetches. */
export function useCachedQueryData<T>(key: QueryKey | undefined): T | undefined {
  const client = useQueryClient();
  const subscribe = useCallback((onChange: () => void) => client.getQueryCache().subscribe(onChange), [client]);
  return useSyncExternalStore(subscribe, () => (key === undefined ? undefined : client.getQueryData<T>(key)));
}
