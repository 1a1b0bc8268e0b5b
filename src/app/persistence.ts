import type { QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
  type PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client';
import { PLANT_LEDGER_KEY } from '../features/plants/outbox/ledger-key';
import { readKv } from '../offline/db';
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
        // Code that cannot come (offline before the worker holds it) resumes on the next start.
        resumeHeldPlantOutbox(queryClient).catch(() => undefined);
        return options;
      });
    restores.set(queryClient, restore);
    trackRestore(restore);
  }
  return restore;
}

/** Resumes the plant outbox on a device that holds one; elsewhere its code is never loaded (most starts). */
async function resumeHeldPlantOutbox(queryClient: QueryClient): Promise<void> {
  const held = await readKv<unknown>(PLANT_LEDGER_KEY).catch(() => undefined);
  if (held === undefined) return;
  const outbox = await import('../features/plants/outbox/plant-outbox');
  await outbox.resumePlantOutbox(queryClient);
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
