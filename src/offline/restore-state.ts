import { useSyncExternalStore } from 'react';

/**
 * A restore that has not settled by then (IndexedDB held up by another tab's upgrade, say) is not
 * waited for: panels say what they know without it rather than load for ever.
 */
export const RESTORE_PATIENCE_MS = 2_000;

let restoring = false;
const listeners = new Set<() => void>();

/**
 * Marks the saved answers as being read back into the query cache until `restore` settles (or
 * RESTORE_PATIENCE_MS have passed). Until then a panel with nothing yet cannot know that nothing
 * was saved for it, so it loads instead of saying "not downloaded" (src/ui/query-content.tsx).
 */
export function trackRestore(restore: Promise<unknown>): void {
  const set = (value: boolean) => {
    if (restoring === value) return;
    restoring = value;
    listeners.forEach((listener) => listener());
  };
  set(true);
  const patience = setTimeout(() => set(false), RESTORE_PATIENCE_MS);
  void restore.finally(() => {
    clearTimeout(patience);
    set(false);
  });
}

/** True while the saved answers are being read back (trackRestore). */
export function useRestoring(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => restoring,
  );
}
