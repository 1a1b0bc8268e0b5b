import type { QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
  type PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client';
import { resumePlantOutbox } from '../features/plants/outbox/plant-outbox';
import { trackRestore } from '../offline/restore-state';
import { createPersistOptions } from './query-client';

const restores = new WeakMap<QueryClient, Promise<PersistQueryClientOptions>>();

/**
 * Reads the persisted cache into the client once (a remount does not read it again), then
 * resumes paused sends. The plant outbox lives in its own ledger: an unreadable cache must
 * not strand it. Resolves with the options to keep persisting with; never rejects.
 */
export function restorePersistedCache(queryClient: QueryClient): Promise<PersistQueryClientOptions> {
  let restore = restores.get(queryClient);
  if (!restore) {
    const options = createPersistOptions(queryClient);
    restore = persistQueryClientRestore(options)
      .then(
        () => {
          keepRestoredOnCancel(queryClient);
          void queryClient.resumePausedMutations();
        },
        () => undefined,
      )
      .then(() => {
        void resumePlantOutbox(queryClient);
        return options;
      });
    restores.set(queryClient, restore);
    trackRestore(restore);
  }
  return restore;
}

/**
 * A fetch started before the restore (the restore runs beside the first fetches) goes back, when
 * its last observer leaves (a screen changed), to the state it started from: no answer. TanStack's
 * hydrate does not move that point, so a restored answer was lost on the next screen offline
 * ("Could not load the forecast"). Setting the restored answer again makes it the point to go back to.
 */
function keepRestoredOnCancel(queryClient: QueryClient): void {
  for (const query of queryClient.getQueryCache().getAll()) {
    const { data, dataUpdatedAt, fetchStatus } = query.state;
    if (fetchStatus !== 'idle' && data !== undefined) queryClient.setQueryData(query.queryKey, data, { updatedAt: dataUpdatedAt });
  }
}

/**
 * Stores the cache on every change from now on, and once at once: answers that arrived while
 * the restore was reading are stored too. Call after the restore, so that a partial cache
 * never overwrites what was stored: `options` are what restorePersistedCache resolved with.
 * Returns the function that stops it.
 */
export function keepPersisting(options: PersistQueryClientOptions): () => void {
  const stop = persistQueryClientSubscribe(options);
  void persistQueryClientSave(options);
  return stop;
}
