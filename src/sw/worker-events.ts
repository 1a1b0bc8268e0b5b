/** Not in TypeScript's WebWorker library yet; extends Event so the Node tests can build one. */
export interface PeriodicSyncEvent extends Event {
  readonly tag: string;
  waitUntil(work: Promise<unknown>): void;
}

declare global {
  interface ServiceWorkerGlobalScopeEventMap {
    periodicsync: PeriodicSyncEvent;
  }
}
