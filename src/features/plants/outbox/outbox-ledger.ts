import * as v from 'valibot';
import { NewPlantSchema } from '../../../api/schemas/plants';
import { readKv, setAside as setAsideRecords, updateKv } from '../../../offline/db';
import { PLANT_LEDGER_KEY } from './ledger-key';
import type { OutboxItem } from './outbox-state';

const time = v.pipe(v.number(), v.finite());

const OutboxItemSchema: v.GenericSchema<unknown, OutboxItem> = v.object({
  key: v.pipe(v.string(), v.minLength(1)),
  plant: NewPlantSchema,
  status: v.picklist(['queued', 'sending', 'needs-token', 'sent', 'failed']),
  createdAt: time,
  updatedAt: time,
  attempts: v.pipe(v.number(), v.integer(), v.minValue(0)),
  problem: v.optional(
    v.object({
      kind: v.picklist(['network', 'auth', 'rejected']),
      message: v.string(),
      status: v.optional(v.number()),
    }),
  ),
});

interface SortedLedger {
  items: OutboxItem[];
  damaged: unknown[];
}

/** Splits what is stored into items this build can send and everything else. */
function sortStored(stored: unknown): SortedLedger {
  if (stored === undefined) return { items: [], damaged: [] };
  if (!Array.isArray(stored)) return { items: [], damaged: [stored] };
  const sorted: SortedLedger = { items: [], damaged: [] };
  for (const entry of stored) {
    const parsed = v.safeParse(OutboxItemSchema, entry);
    if (parsed.success) sorted.items.push(parsed.output);
    else sorted.damaged.push(entry);
  }
  return sorted;
}

export interface OutboxLedger {
  /** Reads the ledger afresh from IndexedDB (another tab may have changed it). */
  load(): Promise<OutboxItem[]>;
  update(change: (items: OutboxItem[]) => OutboxItem[]): Promise<OutboxItem[]>;
  /** The last known items, undefined until the first load. */
  snapshot(): OutboxItem[] | undefined;
  /** How many stored entries could not be read and were set aside. */
  setAside(): number;
  subscribe(onChange: () => void): () => void;
}

/** The device's plants and where each stands, in IndexedDB before any request leaves; damaged entries are set aside. */
export function createOutboxLedger(): OutboxLedger {
  let items: OutboxItem[] | undefined;
  let setAside = 0;
  const listeners = new Set<() => void>();
  const publish = (next: OutboxItem[]) => {
    items = next;
    for (const listener of listeners) listener();
    return next;
  };
  const moveAside = async (damaged: unknown[]) => {
    // Kept (never sent, never deleted) for a person or a later build that can read them.
    await setAsideRecords(PLANT_LEDGER_KEY, damaged);
    setAside += damaged.length;
  };
  return {
    async load() {
      const stored = sortStored(await readKv<unknown>(PLANT_LEDGER_KEY));
      if (stored.damaged.length === 0) return publish(stored.items);
      await moveAside(stored.damaged);
      return publish(await updateKv<OutboxItem[]>(PLANT_LEDGER_KEY, (current) => sortStored(current).items));
    },
    update: async (change) => publish(await updateKv<OutboxItem[]>(PLANT_LEDGER_KEY, (current) => change(sortStored(current).items))),
    snapshot: () => items,
    setAside: () => setAside,
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
}
