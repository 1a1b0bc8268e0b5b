import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { openAppDb } from './db';

const CLIENT_KEY = 'client';

/** Cleared when downloaded data is deleted, so that nothing in memory writes it back. */
let persisting = true;

/**
 * Persists the whole dehydrated query client as one structured object. Writes are
 * throttled: a burst of cache updates costs one IndexedDB transaction, and the last
 * state always lands (a trailing write is scheduled, never dropped).
 */
export interface IdbPersisterOptions {
  throttleMs?: number;
  /** Turns what IndexedDB holds into what may be restored; nothing stored is trusted as it is. */
  checkRestored: (stored: unknown) => Promise<PersistedClient | undefined>;
}

export function createIdbPersister({ throttleMs = 1000, checkRestored }: IdbPersisterOptions): Persister {
  let pending: PersistedClient | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = async () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const client = pending;
    pending = undefined;
    if (client) await (await openAppDb()).put('query-cache', client, CLIENT_KEY);
  };

  // A tab closed inside the throttle window must not lose the last answers it showed.
  globalThis.addEventListener?.('pagehide', () => void flush());

  return {
    persistClient(client) {
      if (!persisting) return;
      pending = client;
      timer ??= setTimeout(() => void flush(), throttleMs);
    },
    async restoreClient() {
      const stored: unknown = await (await openAppDb()).get('query-cache', CLIENT_KEY);
      return stored === undefined ? undefined : checkRestored(stored);
    },
    async removeClient() {
      pending = undefined;
      await (await openAppDb()).delete('query-cache', CLIENT_KEY);
    },
  };
}

/** Deletes the stored query cache and stops this page from storing it again (it reloads next). */
export async function deleteStoredQueryCache(): Promise<void> {
  persisting = false;
  await (await openAppDb()).delete('query-cache', CLIENT_KEY);
}
