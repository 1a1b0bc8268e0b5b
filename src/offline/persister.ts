import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { openAppDb } from './db';

const CLIENT_KEY = 'client';

/**
 * Persists the whole dehydrated query client as one structured object. Writes are
 * throttled: a burst of cache updates costs one IndexedDB transaction, and the last
 * state always lands (a trailing write is scheduled, never dropped).
 */
export function createIdbPersister(throttleMs = 1000): Persister {
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
      pending = client;
      timer ??= setTimeout(() => void flush(), throttleMs);
    },
    async restoreClient() {
      return (await openAppDb()).get('query-cache', CLIENT_KEY);
    },
    async removeClient() {
      pending = undefined;
      await (await openAppDb()).delete('query-cache', CLIENT_KEY);
    },
  };
}
