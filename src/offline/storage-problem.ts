import { useSyncExternalStore } from 'react';

/**
 * What stands between this tab and its IndexedDB database:
 * `blocked`: this build's upgrade waits for other tabs still on the old version;
 * `replaced`: a newer build in another tab took the database over;
 * `newer-version`: the database was written by a newer build than this one;
 * `unavailable`: the browser does not let the app store anything (private mode, full disk);
 * `full`: the device ran out of space, and leaving out what may go did not make room.
 */
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
