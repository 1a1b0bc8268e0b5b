import { useSyncExternalStore } from 'react';

/** A restore not settled by then (say, blocked by another tab's upgrade) is not waited for. */
export const RESTORE_PATIENCE_MS = 2_000;

/** Restores under way (one per query client: the app has one, tests may have several). */
let pending = 0;
const listeners = new Set<() => void>();

/** Marks a restore under way until it settles (or RESTORE_PATIENCE_MS), so empty panels load, not "not downloaded". */
export function trackRestore(restore: Promise<unknown>): void {
  const change = (by: number) => {
    pending += by;
    listeners.forEach((listener) => listener());
  };
  let settled = false;
  const settle = () => {
    if (settled) return;
    settled = true;
    clearTimeout(patience);
    change(-1);
  };
  change(1);
  const patience = setTimeout(settle, RESTORE_PATIENCE_MS);
  void restore.finally(settle);
}

export function useRestoring(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => pending > 0,
  );
}
