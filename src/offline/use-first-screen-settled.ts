import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/** How long no request may be under way before the screen counts as drawn: its last answer's render and the code it loads (the charts) come within it. */
const QUIET_MS = 1_000;
/** A screen still loading by then (a slow network) is not waited for any longer. */
const MAX_WAIT_MS = 10_000;

/** Runs `run` when the browser is idle (after `delay`); returns what cancels it. */
function whenIdle(run: () => void, delay: number): () => void {
  let idle: number | undefined;
  const timer = setTimeout(() => {
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(run, { timeout: QUIET_MS });
    else run();
  }, delay);
  return () => {
    clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}

/** True once the first screen is drawn (loaded, quiet, idle) or after MAX_WAIT_MS; competing work waits for it. */
export function useFirstScreenSettled(): boolean {
  const client = useQueryClient();
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (settled) return;
    const done = () => setSettled(true);
    const cap = setTimeout(done, MAX_WAIT_MS);
    let cancel: (() => void) | undefined;
    // A request starting stops the count; the cache's other events (a render's options) leave it running.
    const check = () => {
      if (document.readyState === 'complete' && client.isFetching() === 0) {
        cancel ??= whenIdle(done, QUIET_MS);
        return;
      }
      cancel?.();
      cancel = undefined;
    };
    const unsubscribe = client.getQueryCache().subscribe(check);
    window.addEventListener('load', check);
    check();
    return () => {
      clearTimeout(cap);
      cancel?.();
      unsubscribe();
      window.removeEventListener('load', check);
    };
  }, [client, settled]);
  return settled;
}
