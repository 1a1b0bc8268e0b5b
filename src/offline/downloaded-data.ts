import type { QueryClient } from '@tanstack/react-query';
import { API_CACHE_NAME } from './cache-names';
import { deleteStoredQueryCache } from './persister';

/** Deletes the stored query cache and API cache, keeping what the person made; the page must reload next. */
export async function deleteDownloadedData(): Promise<void> {
  await deleteStoredQueryCache();
  await deleteApiCache();
}

/** Deletes downloaded weather while the app runs; the plant outbox survives as mutations, not queries. */
export async function deleteDownloadedWeather(queryClient: QueryClient): Promise<void> {
  await queryClient.cancelQueries();
  queryClient.getQueryCache().clear();
  await deleteApiCache();
}

async function deleteApiCache(): Promise<void> {
  if ('caches' in globalThis) await caches.delete(API_CACHE_NAME);
}
