import { useEffect, useState } from 'react';

/** False until `settled` resolves, then true for good; true at once if `done()` says so. */
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
