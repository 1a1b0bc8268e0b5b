import { onlineManager, type Query, type QueryClient } from '@tanstack/react-query';

/** The wait before asking again for an answer already past its stale time and not being fetched. */
const SOON_MS = 1_000;

/** Time until a shown answer goes stale, so an open screen refreshes itself; none offline or while fetching. */
export function untilStale(query: Query): number | false {
  const { data, fetchStatus, dataUpdatedAt, errorUpdatedAt } = query.state;
  if (data === undefined || fetchStatus !== 'idle' || !onlineManager.isOnline()) return false;
  // Its observers say the stale time (TanStack keeps it with them); the shortest one counts.
  const staleTimes = query.observers.map(({ options: { staleTime } }) => (typeof staleTime === 'function' ? staleTime(query) : staleTime));
  const ms = Math.min(...staleTimes.map((time) => (typeof time === 'number' ? time : Infinity)));
  if (!Number.isFinite(ms)) return false;
  return Math.max(SOON_MS, Math.max(dataUpdatedAt, errorUpdatedAt) + ms - Date.now());
}

/** TanStack re-reads intervals only when a query changes, so each network change re-sets them. */
export function rescheduleOnNetworkChange(client: QueryClient): () => void {
  return onlineManager.subscribe(() => {
    for (const query of client.getQueryCache().getAll()) {
      for (const observer of query.observers) observer.setOptions(observer.options);
    }
  });
}
