import { useSyncExternalStore } from 'react';

/**
 * A restore that has not settled by then (IndexedDB held up by another tab's upgrade, say) is not
 * waited for: panels say what they know without it rather than load for ever.
 */
export const RESTORE_PATIENCE_MS = 2_000;

/** Restores under way (one per query client: the app has one, tests may have several). */
let pending = 0;
const listeners = new Set<() => void>();

/**
 * Marks the saved answers as being read back into the query cache until `restore` settles (or
 * RESTORE_PATIENCE_MS have passed). Until then a panel with nothing yet cannot know that nothing
 * was saved for it, so it loads instead of saying "not downloaded" (src/ui/query-content.tsx).
 */
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

/** True while the saved answers are being read back (trackRestore). */
export function useRestoring(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => pending > 0,
  );
}
