import { onlineManager, type Query, type QueryClient } from '@tanstack/react-query';

/** The wait before asking again for an answer already past its stale time and not being fetched. */
const SOON_MS = 1_000;

/**
 * How long until a shown query's answer goes stale (its own stale time, counted from its last
 * answer or failed refresh), so a screen left open on a desk or a kitchen tablet asks again then,
 * by itself. TanStack runs this interval only while the page is visible (refetchIntervalInBackground
 * stays false): a hidden tab spends no battery or data, and coming back refetches on focus. No
 * interval while offline (the return online asks at once) or while a fetch is under way (its
 * answer sets the next one).
 */
export function untilStale(query: Query): number | false {
  const { data, fetchStatus, dataUpdatedAt, errorUpdatedAt } = query.state;
  if (data === undefined || fetchStatus !== 'idle' || !onlineManager.isOnline()) return false;
  // Its observers say the stale time (TanStack keeps it with them); the shortest one counts.
  const staleTimes = query.observers.map(({ options: { staleTime } }) => (typeof staleTime === 'function' ? staleTime(query) : staleTime));
  const ms = Math.min(...staleTimes.map((time) => (typeof time === 'number' ? time : Infinity)));
  if (!Number.isFinite(ms)) return false;
  return Math.max(SOON_MS, Math.max(dataUpdatedAt, errorUpdatedAt) + ms - Date.now());
}

/**
 * TanStack sets a query's interval again only when the query changes, so one set online would
 * still fire once offline: each change of the network makes every shown query set it again.
 */
export function rescheduleOnNetworkChange(client: QueryClient): () => void {
  return onlineManager.subscribe(() => {
    for (const query of client.getQueryCache().getAll()) {
      for (const observer of query.observers) observer.setOptions(observer.options);
    }
  });
}
