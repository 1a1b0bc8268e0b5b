import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { readKv, writeKv } from './db';

/**
 * One settings document per key, kept in IndexedDB and shared by every component that
 * reads it: a change made on the settings screen reaches the panels at once.
 */
const values = new Map<string, unknown>();
const listeners = new Map<string, Set<() => void>>();
const loads = new Map<string, Promise<void>>();

function notify(key: string): void {
  for (const listener of listeners.get(key) ?? []) listener();
}

function load(key: string): void {
  if (loads.has(key)) return;
  const loading = readKv<unknown>(key)
    .then((stored) => {
      if (stored !== undefined && !values.has(key)) {
        values.set(key, stored);
        notify(key);
      }
    })
    .catch((error: unknown) => console.warn(`Could not read the setting ${key}`, error));
  loads.set(key, loading);
}

/**
 * `[value, setValue]` for a stored setting; `parse` rejects stored documents that no
 * longer fit (returning undefined), and `fallback` stands in until one is saved.
 */
export function useKvSetting<T>(key: string, fallback: T, parse: (stored: unknown) => T | undefined): [T, (next: T) => void] {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const set = listeners.get(key) ?? new Set();
      set.add(onChange);
      listeners.set(key, set);
      load(key);
      return () => set.delete(onChange);
    },
    [key],
  );
  const stored = useSyncExternalStore(subscribe, () => values.get(key));
  const value = useMemo(() => (stored === undefined ? undefined : parse(stored)) ?? fallback, [stored, parse, fallback]);
  const setValue = useCallback(
    (next: T) => {
      values.set(key, next);
      notify(key);
      writeKv(key, next).catch((error: unknown) => console.warn(`Could not save the setting ${key}`, error));
    },
    [key],
  );
  return [value, setValue];
}

/** Tests start each case with nothing remembered. */
export function forgetKvSettings(): void {
  values.clear();
  loads.clear();
}
