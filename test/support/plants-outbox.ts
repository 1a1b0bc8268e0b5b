import { closeAppDb } from '../../src/offline/db';
import { DB_NAME } from '../../src/offline/db-schema';

/** A fresh device: no IndexedDB database and an empty session (the token's home). */
export async function resetDevice(): Promise<void> {
  await closeAppDb();
  await new Promise<void>((resolve, reject) => {
    const request = indexedDB.deleteDatabase(DB_NAME);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error ?? new Error('could not delete the database'));
  });
  sessionStorage.clear();
}

/** Resolves once `condition` holds, polling; fails with `what` after the timeout. */
export async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
