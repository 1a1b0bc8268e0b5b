import { closeAppDb } from '../../src/offline/db';
import { DB_NAME } from '../../src/offline/db-schema';
import { forgetStoredDocuments } from '../../src/offline/stored-document';

/** Each test starts from an empty IndexedDB (fake-indexeddb in jsdom) and nothing remembered. */
export async function resetAppDb(): Promise<void> {
  forgetStoredDocuments();
  // Node tests (no DOM) have no localStorage.
  if (typeof localStorage !== 'undefined') localStorage.clear();
  await closeAppDb();
  await new Promise<void>((resolve, reject) => {
    const request = indexedDB.deleteDatabase(DB_NAME);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error ?? new Error('could not delete the test database'));
  });
}
