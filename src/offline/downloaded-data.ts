import type { QueryClient } from '@tanstack/react-query';
import { API_CACHE_NAME } from './cache-names';
import { deleteStoredQueryCache } from './persister';

/**
 * Deletes every downloaded weather answer — the persisted query cache and the service
 * worker's API cache — and keeps what the person made: saved places, settings, the plant
 * outbox and the token. For a page that reloads next (its screen failed): it also stops this
 * page writing its in-memory cache back.
 */
export async function deleteDownloadedData(): Promise<void> {
  await deleteStoredQueryCache();
  await deleteApiCache();
}

/**
 * Deletes the downloaded weather while the app runs: every answer in the query cache (the
 * persister then stores the emptied cache) and the service worker's API cache. What the person
 * made stays: saved places, settings and the token live in other stores, and the plant outbox's
 * paused sends are mutations, not queries.
 */
export async function deleteDownloadedWeather(queryClient: QueryClient): Promise<void> {
  await queryClient.cancelQueries();
  queryClient.getQueryCache().clear();
  await deleteApiCache();
}

/** The service worker's cache of weather-service answers. */
async function deleteApiCache(): Promise<void> {
  if ('caches' in globalThis) await caches.delete(API_CACHE_NAME);
}
