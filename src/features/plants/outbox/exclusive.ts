const LOCK_NAME = 'skycache-plants-outbox';

/** One sender at a time across tabs (Web Locks); without them, the mutation scope still serialises the tab. */
export function exclusive<T>(task: () => Promise<T>): Promise<T> {
  const locks = globalThis.navigator?.locks;
  return locks ? locks.request(LOCK_NAME, task) : task();
}
