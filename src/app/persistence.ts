import type { QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
  type PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client';
import { trackRestore } from '../offline/restore-state';
import { createPersistOptions } from './query-client';

const restores = new WeakMap<QueryClient, Promise<PersistQueryClientOptions>>();

/** Restores the cache once, then resumes paused sends and the plant outbox; resolves with the options, never rejects. */
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
        // Off the home screen's budget: the outbox's code comes beside the first screen's work.
        void import('../features/plants/outbox/plant-outbox').then(({ resumePlantOutbox }) => resumePlantOutbox(queryClient));
        return options;
      });
    restores.set(queryClient, restore);
    trackRestore(restore);
  }
  return restore;
}

// A cancelled fetch reverts to its pre-restore state (no data); setting restored data again moves that state.
function keepRestoredOnCancel(queryClient: QueryClient): void {
  for (const query of queryClient.getQueryCache().getAll()) {
    const { data, dataUpdatedAt, fetchStatus } = query.state;
    if (fetchStatus !== 'idle' && data !== undefined) queryClient.setQueryData(query.queryKey, data, { updatedAt: dataUpdatedAt });
  }
}

/** Persists now and on every change; call with restorePersistedCache's options, never before it. Returns a stop. */
export function keepPersisting(options: PersistQueryClientOptions): () => void {
  const stop = persistQueryClientSubscribe(options);
  void persistQueryClientSave(options);
  return stop;
}
