import { useEffect, useState } from 'react';

/** The current time, refreshed on an interval so that "5 minutes ago" keeps telling the truth. */
export function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}
