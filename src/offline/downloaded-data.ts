import { API_CACHE_NAME } from './cache-names';
import { deleteStoredQueryCache } from './persister';

/**
 * Deletes every downloaded weather answer — the persisted query cache and the service
 * worker's API cache — and keeps what the person made: saved places, settings, the plant
 * outbox and the token. The page reloads afterwards, so nothing in memory survives either.
 */
export async function deleteDownloadedData(): Promise<void> {
  await deleteStoredQueryCache();
  if ('caches' in globalThis) await caches.delete(API_CACHE_NAME);
}
