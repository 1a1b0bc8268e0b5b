import { useEffect, useState } from 'react';

/**
 * False until `settled` resolves, then true for good: true from the start where `done` already
 * says so. The component draws once more when it turns.
 */
export function useSettled(done: () => boolean, settled: () => Promise<void>): boolean {
  const [ready, setReady] = useState(done);
  useEffect(() => {
    if (ready) return;
    let mounted = true;
    void settled().then(() => {
      if (mounted) setReady(true);
    });
    return () => {
      mounted = false;
    };
  }, [ready, settled]);
  return ready;
}
