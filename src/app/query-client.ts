import { onlineManager, QueryClient, replaceEqualDeep, type Query } from '@tanstack/react-query';
import type { PersistedClient, PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { answeredAtOf, isReplayed } from '../api/client';
import { isApiError } from '../api/errors';
import { freshForMs } from '../api/freshness';
import { createIdbPersister } from '../offline/persister';
import { rescheduleOnNetworkChange, untilStale } from './keep-current';
import { storeEveryAnswer } from '../offline/stored-answers';
import { DAY_MS, MINUTE_MS } from '../lib/durations';

/** How long persisted answers stay usable offline. */
export const PERSIST_MAX_AGE_MS = 7 * DAY_MS;
/**
 * TanStack drops a stored record whose buster differs. Every answer is checked against this
 * build's shapes instead (restore-check.ts), so one value serves every build: updates migrate.
 */
const STORED_RECORD_BUSTER = 'answers-checked-on-restore';

/** The app's client: while mounted, shown queries' intervals follow the network (keep-current.ts). */
class AppQueryClient extends QueryClient {
  #mounts = 0;
  #stopFollowing: (() => void) | undefined;

  override mount(): void {
    super.mount();
    if (++this.#mounts === 1) this.#stopFollowing = rescheduleOnNetworkChange(this);
  }

  override unmount(): void {
    super.unmount();
    if (--this.#mounts === 0) this.#stopFollowing?.();
  }
}

export function createQueryClient(): QueryClient {
  const client = new AppQueryClient({
    defaultOptions: {
      queries: {
        // Serve whatever is cached first and let the service worker answer when offline.
        networkMode: 'offlineFirst',
        // A replayed copy is stale at once while online; offline, asking again would read the same copy.
        staleTime: (query) => (isReplayed(query.state.data) && onlineManager.isOnline() ? 0 : freshForMs(query.meta?.endpoint)),
        structuralSharing: neverOlder,
        gcTime: PERSIST_MAX_AGE_MS + DAY_MS,
        retry: shouldRetry,
        retryDelay: (attempt, error) =>
          isApiError(error) && error.retryAfterSeconds ? error.retryAfterSeconds * 1000 : Math.min(1000 * 2 ** attempt, 8000),
        refetchOnWindowFocus: true,
        refetchOnReconnect: true,
        // An unreachable service is asked again soon; any other shown answer once it goes stale.
        refetchInterval: (query) => retryUnreachable(query) || untilStale(query),
      },
    },
  });
  return client;
}

/** A replayed copy never replaces a newer answer already shown: that one stays, marked as not refreshed. */
function neverOlder(previous: unknown, next: unknown): unknown {
  const shownAt = answeredAtOf(previous);
  const replayedAt = answeredAtOf(next);
  if (isReplayed(next) && shownAt !== undefined && replayedAt !== undefined && shownAt > replayedAt) {
    return { ...(previous as object), replayed: true };
  }
  return replaceEqualDeep(previous, next);
}

/** A 4xx will not change by asking again (except 429); a long Retry-After shows the error at once. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  if (!isApiError(error)) return true;
  if (error.kind === 'invalid-response') return false;
  // Eight silent seconds already passed: say so now; retryUnreachable keeps trying.
  if (error.kind === 'timeout') return false;
  if ((error.retryAfterSeconds ?? 0) > 10) return false;
  return error.status === undefined || error.status === 429 || error.status >= 500;
}

/** The first pause before an unreachable service is asked again; each next one doubles, up to a minute. */
export const UNREACHABLE_RETRY_MS = 5_000;

/** An unreachable service (an error, or online replays) is asked again after 5 s, 10 s, … 1 min while shown. */
function retryUnreachable(query: Query): number | false {
  const { status, error, errorUpdateCount } = query.state;
  const unreachable = status === 'error' && isApiError(error) && (error.kind === 'timeout' || error.kind === 'network');
  const attempts = unreachable ? errorUpdateCount : replaysInARow(query);
  if (attempts === 0) return false;
  return Math.min(UNREACHABLE_RETRY_MS * 2 ** Math.max(0, attempts - 1), MINUTE_MS);
}

/** Per query, the last replayed answer counted and how many came in a row. */
const replayStreaks = new WeakMap<Query, { updatedAt: number; count: number }>();

/** How many answers in a row were replayed copies; offline that is no failure, so it counts 0. */
function replaysInARow(query: Query): number {
  const { data, dataUpdatedAt } = query.state;
  if (!isReplayed(data) || !onlineManager.isOnline()) {
    replayStreaks.delete(query);
    return 0;
  }
  const streak = replayStreaks.get(query);
  if (streak?.updatedAt === dataUpdatedAt) return streak.count;
  const count = (streak?.count ?? 0) + 1;
  replayStreaks.set(query, { updatedAt: dataUpdatedAt, count });
  return count;
}

export function createPersistOptions(queryClient: QueryClient): PersistQueryClientOptions {
  return {
    queryClient,
    // The eviction policy loads only on a full device.
    persister: createIdbPersister({
      checkRestored: (stored) => checkRestored(queryClient, stored),
      evictionOrder: async (client) => (await import('./storage-eviction')).evictionOrder(client),
    }),
    maxAge: PERSIST_MAX_AGE_MS,
    dehydrateOptions: { shouldDehydrateQuery: storeEveryAnswer },
    buster: STORED_RECORD_BUSTER,
  };
}

/**
 * Restored answers pass the same schemas as fresh ones; the checks load only when something was stored.
 * The plant outbox registers before hydration, so restored plant sends find their mutationFn.
 */
async function checkRestored(queryClient: QueryClient, stored: unknown): Promise<PersistedClient | undefined> {
  const [{ checkRestoredClient }, { isRestorableApiResult }, { isRestorablePlantMutation, registerPlantOutbox }] = await Promise.all([
    import('../offline/restore-check'),
    import('../api/restorable-results'),
    import('../features/plants/outbox/plant-outbox'),
  ]);
  registerPlantOutbox(queryClient);
  const { client, dropped } = checkRestoredClient(stored, {
    isValidQueryData: isRestorableApiResult,
    isValidMutation: isRestorablePlantMutation,
    buster: STORED_RECORD_BUSTER,
  });
  if (dropped > 0) console.warn(`Left out ${dropped} damaged stored entries; they are fetched again when needed.`);
  return client;
}
