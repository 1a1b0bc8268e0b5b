import type { QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
  type PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client';
import { resumePlantOutbox } from '../features/plants/outbox/plant-outbox';
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
        () => void queryClient.resumePausedMutations(),
        () => undefined,
      )
      .then(() => {
        void resumePlantOutbox(queryClient);
        return options;
      });
    restores.set(queryClient, restore);
  }
  return restore;
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
