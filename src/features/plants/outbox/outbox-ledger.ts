import { readKv, updateKv } from '../../../offline/db';
import type { OutboxItem } from './outbox-state';

const LEDGER_KEY = 'plants/outbox';

export interface OutboxLedger {
  /** Reads the ledger afresh from IndexedDB (another tab may have changed it). */
  load(): Promise<OutboxItem[]>;
  update(change: (items: OutboxItem[]) => OutboxItem[]): Promise<OutboxItem[]>;
  /** The last known items, undefined until the first load. */
  snapshot(): OutboxItem[] | undefined;
  subscribe(onChange: () => void): () => void;
}

/**
 * The plants created on this device and where each one stands, kept in IndexedDB. It is
 * written before any request leaves, so no plant exists only in memory.
 */
export function createOutboxLedger(): OutboxLedger {
  let items: OutboxItem[] | undefined;
  const listeners = new Set<() => void>();
  const publish = (next: OutboxItem[]) => {
    items = next;
    for (const listener of listeners) listener();
    return next;
  };
  return {
    load: async () => publish((await readKv<OutboxItem[]>(LEDGER_KEY)) ?? []),
    update: async (change) => publish(await updateKv<OutboxItem[]>(LEDGER_KEY, (current) => change(current ?? []))),
    snapshot: () => items,
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
}
