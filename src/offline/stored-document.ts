import { useCallback, useMemo, useSyncExternalStore } from 'react';
import * as v from 'valibot';
import { readKv, writeKv } from './db';
import { onOtherTabs } from './tab-channel';

// Small documents, one per kv key: readers share one in-memory copy; changes apply in order after the first read.
const values = new Map<string, unknown>();
const loaded = new Set<string>();
const listeners = new Map<string, Set<() => void>>();
/** Per key: the read of the stored copy, then every change queued behind it. */
const queues = new Map<string, Promise<unknown>>();
/** Bumped by forgetStoredDocuments, so reads begun before it do not land after it. */
let generation = 0;

// Another tab changed a document this tab shows: read it again, after any change queued here.
onOtherTabs((message) => {
  if (message.type !== 'stored' || !queues.has(message.key)) return;
  const { key } = message;
  const reread = queueOf(key).then(async () => {
    const stored = await readKv<unknown>(key);
    if (stored === undefined) values.delete(key);
    else values.set(key, stored);
    notify(key);
  });
  queues.set(key, reread.catch((error: unknown) => console.warn(`Could not read ${key}`, error)));
});

function notify(key: string): void {
  for (const listener of listeners.get(key) ?? []) listener();
}

function queueOf(key: string): Promise<unknown> {
  let queue = queues.get(key);
  if (!queue) {
    const started = generation;
    queue = readKv<unknown>(key)
      .then((stored) => {
        // A choice made while the read was under way is newer than what was stored.
        if (started === generation && stored !== undefined && !values.has(key)) values.set(key, stored);
      })
      .catch((error: unknown) => console.warn(`Could not read ${key}`, error))
      .finally(() => {
        if (started !== generation) return;
        loaded.add(key);
        notify(key);
      });
    queues.set(key, queue);
  }
  return queue;
}

function current<T>(key: string, fallback: T, parse: (stored: unknown) => T | undefined): T {
  const stored = values.get(key);
  return (stored === undefined ? undefined : parse(stored)) ?? fallback;
}

/** Starts reading a document a screen will need at its first draw, so it is in memory by then. */
export function preloadStoredDocument(key: string): void {
  void queueOf(key);
}

export interface StoredDocument<T> {
  /** The stored value, or `fallback` until one is read or saved. */
  value: T;
  /** Whether the stored copy has been read (until then `value` is the fallback). */
  loaded: boolean;
  /** Shows `next` at once (a control must not lag), then saves it; a failed write is reported on the console. */
  set: (next: T) => void;
  /** Applies `change` to the latest value and saves it; rejects if `change` throws or the write fails. */
  update: (change: (current: T) => T) => Promise<T>;
}

/** A stored document by key; `parse` returns undefined for a value that no longer fits. Both must be stable. */
export function useStoredDocument<T>(key: string, fallback: T, parse: (stored: unknown) => T | undefined): StoredDocument<T> {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const set = listeners.get(key) ?? new Set();
      set.add(onChange);
      listeners.set(key, set);
      void queueOf(key);
      return () => set.delete(onChange);
    },
    [key],
  );
  const stored = useSyncExternalStore(subscribe, () => values.get(key));
  const isLoaded = useSyncExternalStore(subscribe, () => loaded.has(key));
  const value = useMemo(() => (stored === undefined ? undefined : parse(stored)) ?? fallback, [stored, parse, fallback]);

  const update = useCallback(
    (change: (current: T) => T) => {
      const done = queueOf(key).then(async () => {
        const next = change(current(key, fallback, parse));
        await writeKv(key, next);
        values.set(key, next);
        notify(key);
        return next;
      });
      queues.set(key, done.catch(() => undefined));
      return done;
    },
    [key, fallback, parse],
  );
  const set = useCallback(
    (next: T) => {
      values.set(key, next);
      notify(key);
      const saved = queueOf(key).then(() => writeKv(key, next));
      queues.set(key, saved.catch((error: unknown) => console.warn(`Could not save ${key}`, error)));
    },
    [key],
  );
  return { value, loaded: isLoaded, set, update };
}

export function parseWith<TSchema extends v.GenericSchema>(schema: TSchema) {
  return (stored: unknown): v.InferOutput<TSchema> | undefined => {
    const parsed = v.safeParse(schema, stored);
    return parsed.success ? parsed.output : undefined;
  };
}

/** Tests start each case with nothing remembered; a read still under way from before counts for nothing. */
export function forgetStoredDocuments(): void {
  generation += 1;
  values.clear();
  loaded.clear();
  queues.clear();
}
