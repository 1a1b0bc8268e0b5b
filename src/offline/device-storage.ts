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

/** Asks the browser to keep this app's data when space runs low; false when refused or unknown. */
export async function requestPersistentStorage(): Promise<boolean> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage?.persist) return false;
  if (await storage.persisted?.().catch(() => false)) return true;
  return storage.persist().catch(() => false);
}
