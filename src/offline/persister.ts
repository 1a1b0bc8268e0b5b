import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { committed, openAppDb } from './db';
import { QUERY_CACHE_KEY as CLIENT_KEY } from './db-schema';
import { asStoredAnswers } from './stored-answers';
import { isQuotaExceeded, setSpaceMaker, withSpace } from './storage-space';

/** Cleared when downloaded data is deleted, so that nothing in memory writes it back. */
let persisting = true;

export interface IdbPersisterOptions {
  throttleMs?: number;
  /** Turns what IndexedDB holds into what may be restored; nothing stored is trusted as it is. */
  checkRestored: (stored: unknown) => Promise<PersistedClient | undefined>;
  /** Query hashes a full device may leave out, first to go first; without it nothing is left out. */
  evictionOrder?: (client: PersistedClient) => Promise<string[]>;
}

/** Persists the client as one object, throttled; a full device leaves out `evictionOrder`'s answers until it fits. */
export function createIdbPersister({ throttleMs = 1000, checkRestored, evictionOrder }: IdbPersisterOptions): Persister {
  let pending: PersistedClient | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** The newest state known: what a full device is made room in. */
  let latest: PersistedClient | undefined;
  /** Answers left out for want of space: query hash → the update left out (a newer one is stored again). */
  const leftOut = new Map<string, number>();

  const withoutLeftOut = (client: PersistedClient): PersistedClient => {
    const queries = client.clientState.queries.filter((query) => leftOut.get(query.queryHash) !== query.state.dataUpdatedAt);
    return queries.length === client.clientState.queries.length ? client : { ...client, clientState: { ...client.clientState, queries } };
  };
  const put = async (client: PersistedClient) => {
    const tx = (await openAppDb()).transaction('query-cache', 'readwrite');
    await committed(tx, tx.store.put(withoutLeftOut(client), CLIENT_KEY));
  };

  /** Leaves more answers out of the stored copy until it fits; false when none may go or none is left. */
  const leaveOutOldest = async (): Promise<boolean> => {
    const client = latest;
    if (!client || !evictionOrder || !persisting) return false;
    const stillIn = new Map(client.clientState.queries.map((query) => [query.queryHash, query.state.dataUpdatedAt]));
    const order = (await evictionOrder(client)).filter((hash) => stillIn.has(hash) && leftOut.get(hash) !== stillIn.get(hash));
    for (let batch = 1; order.length > 0; batch *= 2) {
      for (const hash of order.splice(0, batch)) leftOut.set(hash, stillIn.get(hash)!);
      try {
        await put(client);
        return true;
      } catch (error) {
        if (!isQuotaExceeded(error)) throw error;
      }
    }
    return false;
  };
  setSpaceMaker('query-cache', leaveOutOldest);

  const flush = async () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const client = pending;
    pending = undefined;
    if (client) await withSpace(() => put(client));
  };
  const flushQuietly = () => void flush().catch((error: unknown) => console.warn('Could not store the downloaded weather', error));

  // A tab closed inside the throttle window must not lose the last answers it showed.
  globalThis.addEventListener?.('pagehide', flushQuietly);

  return {
    persistClient(dehydrated) {
      if (!persisting) return;
      const client = asStoredAnswers(dehydrated);
      pending = client;
      latest = client;
      timer ??= setTimeout(flushQuietly, throttleMs);
    },
    async restoreClient() {
      const stored: unknown = await (await openAppDb()).get('query-cache', CLIENT_KEY);
      const restored = stored === undefined ? undefined : await checkRestored(stored);
      latest ??= restored;
      return restored;
    },
    async removeClient() {
      pending = undefined;
      latest = undefined;
      await (await openAppDb()).delete('query-cache', CLIENT_KEY);
    },
  };
}

/** Deletes the stored query cache and stops this page from storing it again (it reloads next). */
export async function deleteStoredQueryCache(): Promise<void> {
  persisting = false;
  await (await openAppDb()).delete('query-cache', CLIENT_KEY);
}
