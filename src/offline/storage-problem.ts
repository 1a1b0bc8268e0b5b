import { useSyncExternalStore } from 'react';

/** Why IndexedDB is unusable (blocked or taken over by another tab, newer data, refused, or full). */
export type StorageProblem = 'blocked' | 'replaced' | 'newer-version' | 'unavailable' | 'full';

let problem: StorageProblem | undefined;
const listeners = new Set<() => void>();

export function reportStorageProblem(next: StorageProblem): void {
  problem = next;
  for (const listener of listeners) listener();
}

/** A problem that can pass (`full`) is taken back once storing works again; any other stays. */
export function clearStorageProblem(passed: StorageProblem): void {
  if (problem !== passed) return;
  problem = undefined;
  for (const listener of listeners) listener();
}

export function useStorageProblem(): StorageProblem | undefined {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => problem,
  );
}
