/** An answer the persisted cache must hold: from this endpoint, and saying `saying` when given. */
export interface PersistedAnswer {
  endpoint: string;
  saying?: string;
}

/**
 * In the page: whether the persisted query cache (what a reload offline starts from) holds an
 * answer, and one for each of `wanted`. It looks at the stored answers, not at how queries are keyed.
 */
export function holdsPersistedAnswers(wanted: PersistedAnswer[]): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const open = indexedDB.open('skycache');
    open.onerror = () => resolve(false);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('query-cache')) {
        db.close();
        return resolve(false);
      }
      const get = db.transaction('query-cache').objectStore('query-cache').get('client');
      get.onsuccess = () => {
        db.close();
        const client = get.result as { clientState?: { queries?: { state: { data?: { endpoint?: string } } }[] } } | undefined;
        const stored = (client?.clientState?.queries ?? []).map((query) => query.state.data).filter((data) => data !== undefined);
        resolve(
          stored.length > 0 &&
            wanted.every(({ endpoint, saying }) =>
              stored.some((data) => data.endpoint === endpoint && (saying === undefined || JSON.stringify(data).includes(saying))),
            ),
        );
      };
      get.onerror = () => resolve(false);
    };
  });
}
