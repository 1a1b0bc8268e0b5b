/**
 * Periodic Background Sync is not in TypeScript's WebWorker library yet. Written against Event
 * rather than ExtendableEvent so the Node tests, which have no worker library, can build one.
 */
export interface PeriodicSyncEvent extends Event {
  readonly tag: string;
  waitUntil(work: Promise<unknown>): void;
}

declare global {
  interface ServiceWorkerGlobalScopeEventMap {
    periodicsync: PeriodicSyncEvent;
  }
}
