import { holdsPersistedAnswers, type PersistedAnswer } from '../../e2e/support/persisted-answers';
import type { EnginePage } from './engine';
import { waitUntil } from './page-actions';

/** Resolves once what a reload offline starts from is on the device: an answer for each of `answers`. */
export async function waitForPersistedAnswers(page: EnginePage, answers: PersistedAnswer[]): Promise<void> {
  await waitUntil(() => page.evaluate(holdsPersistedAnswers, answers), `answers from ${answers.map(({ endpoint }) => endpoint).join(', ')} in IndexedDB`);
}

/** When the persisted query cache was last written (0 when nothing is stored). */
export function persistedAt(page: EnginePage): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('skycache');
        open.onerror = () => resolve(0);
        open.onsuccess = () => {
          const get = open.result.transaction('query-cache').objectStore('query-cache').get('client');
          get.onerror = () => resolve(0);
          get.onsuccess = () => {
            open.result.close();
            resolve((get.result as { timestamp?: number } | undefined)?.timestamp ?? 0);
          };
        };
      }),
  );
}
