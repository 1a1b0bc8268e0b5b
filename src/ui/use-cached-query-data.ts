import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * What the query cache holds under a key, kept up to date as answers arrive; never asks for it.
 * For screens that show something derived from another panel's answer when it is at hand.
 */
export function useCachedQueryData<T>(key: QueryKey | undefined): T | undefined {
  const client = useQueryClient();
  const subscribe = useCallback((onChange: () => void) => client.getQueryCache().subscribe(onChange), [client]);
  return useSyncExternalStore(subscribe, () => (key === undefined ? undefined : client.getQueryData<T>(key)));
}
