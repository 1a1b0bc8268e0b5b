import type { QueryClient } from '@tanstack/react-query';
import { API_CACHE_NAME } from './cache-names';

export interface StorageFacts {
  /** Bytes this app stores, as the browser counts them (undefined where it cannot say). */
  usage: number | undefined;
  quota: number | undefined;
  /** Whether the browser keeps the data until the person deletes it (undefined: cannot say). */
  persistent: boolean | undefined;
}

export async function readStorageFacts(): Promise<StorageFacts> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  const [estimate, persistent] = await Promise.all([
    storage?.estimate ? storage.estimate().catch(() => undefined) : undefined,
    storage?.persisted ? storage.persisted().catch(() => undefined) : undefined,
  ]);
  return { usage: estimate?.usage, quota: estimate?.quota, persistent };
}

/**
 * Asks the browser not to clear this app's data when space runs low. Chromium grants it without
 * a prompt to installed or often used sites; Firefox asks the person. False when refused or unknown.
 */
export async function requestPersistentStorage(): Promise<boolean> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage?.persist) return false;
  if (await storage.persisted?.().catch(() => false)) return true;
  return storage.persist().catch(() => false);
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
  if ('caches' in globalThis) await caches.delete(API_CACHE_NAME);
}
