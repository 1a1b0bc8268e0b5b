const LOCK_NAME = 'skycache-plants-outbox';

/**
 * One sender at a time across every tab of the app (Web Locks), so two tabs never send the
 * same plant at once. Where Web Locks are missing, the mutation scope still serialises the tab.
 */
export function exclusive<T>(task: () => Promise<T>): Promise<T> {
  const locks = globalThis.navigator?.locks;
  return locks ? locks.request(LOCK_NAME, task) : task();
}
